// Written by scripts/update-sf-symbol-names from the SF Symbols app's name lists; do not edit by hand.

/// Every SF Symbols name (5359) and the old names of renamed ones (414), which UIKit still accepts.
enum _SFSymbolNames {
    /// Old names and the current names they stand for, space-separated pairs.
    static let renamed = """
        a character a.book.closed character.book.closed a.book.closed.fill character.book.closed.fill
        a.magnify character.magnify applelogo apple.logo arrow.2.circlepath arrow.triangle.2.circlepath
        arrow.2.circlepath.circle arrow.triangle.2.circlepath.circle
        arrow.2.circlepath.circle.fill arrow.triangle.2.circlepath.circle.fill arrow.branch arrow.triangle.branch
        arrow.down.to.line.alt arrow.down.to.line.compact arrow.left.to.line.alt arrow.left.to.line.compact
        arrow.merge arrow.triangle.merge arrow.right.arrow.left arrow.left.arrow.right
        arrow.right.arrow.left.circle arrow.left.arrow.right.circle
        arrow.right.arrow.left.circle.fill arrow.left.arrow.right.circle.fill
        arrow.right.arrow.left.square arrow.left.arrow.right.square
        arrow.right.arrow.left.square.fill arrow.left.arrow.right.square.fill
        arrow.right.to.line.alt arrow.right.to.line.compact arrow.swap arrow.triangle.swap
        arrow.up.and.down.righttriangle.up.fill.righttriangle.down.fill arrow.up.and.down.righttriangle.up.righttriangle.down.fill
        arrow.up.right.diamond arrow.triangle.turn.up.right.diamond
        arrow.up.right.diamond.fill arrow.triangle.turn.up.right.diamond.fill arrow.up.to.line.alt arrow.up.to.line.compact
        arrow.upright.circle arrow.up.right.circle
        arrowtriangle.left.fill.and.line.vertical.and.arrowtriangle.right.fill arrowtriangle.left.and.line.vertical.and.arrowtriangle.right.fill
        arrowtriangle.right.fill.and.line.vertical.and.arrowtriangle.left.fill arrowtriangle.right.and.line.vertical.and.arrowtriangle.left.fill
        auto.brakesignal automatic.brakesignal auto.headlight.high.beam automatic.headlight.high.beam
        auto.headlight.high.beam.fill automatic.headlight.high.beam.fill auto.headlight.low.beam automatic.headlight.low.beam
        auto.headlight.low.beam.fill automatic.headlight.low.beam.fill axel.2 axle.2
        axel.2.front.and.rear.engaged axle.2.front.and.rear.engaged axel.2.front.engaged axle.2.front.engaged
        axel.2.rear.engaged axle.2.rear.engaged bag.badge.minus.fill bag.fill.badge.minus
        bag.badge.plus.fill bag.fill.badge.plus battery.0 battery.0percent battery.100 battery.100percent
        battery.100.bolt battery.100percent.bolt battery.100.circle battery.100percent.circle
        battery.100.circle.fill battery.100percent.circle.fill battery.25 battery.25percent battery.50 battery.50percent
        battery.75 battery.75percent beats.fit.pro beats.fitpro beats.fit.pro.chargingcase beats.fitpro.chargingcase
        beats.fit.pro.chargingcase.fill beats.fitpro.chargingcase.fill beats.fit.pro.left beats.fitpro.left
        beats.fit.pro.right beats.fitpro.right bell.and.waveform bell.badge.waveform
        bell.and.waveform.fill bell.badge.waveform.fill bin.xmark xmark.bin bin.xmark.fill xmark.bin.fill
        bolt.badge.a bolt.badge.automatic bolt.badge.a.fill bolt.badge.automatic.fill bolt.fill.batteryblock bolt.batteryblock
        bolt.fill.batteryblock.fill bolt.batteryblock.fill box.truck truck.box box.truck.badge.clock truck.box.badge.clock
        box.truck.badge.clock.fill truck.box.badge.clock.fill box.truck.fill truck.box.fill
        camera.fill.badge.ellipsis camera.badge.ellipsis.fill camera.rotate arrow.triangle.2.circlepath.camera
        camera.rotate.fill arrow.triangle.2.circlepath.camera.fill cart.badge.minus.fill cart.fill.badge.minus
        cart.badge.plus.fill cart.fill.badge.plus checkerboard.rectangle rectangle.checkered
        checkerboard.shield shield.checkered chevron.left.slash.chevron.right chevron.left.forwardslash.chevron.right
        circle.bottomhalf.fill circle.bottomhalf.filled circle.bottomthird.split sleep
        circle.dashed.inset.fill circle.dashed.inset.filled circle.fill.square.fill circle.square.fill
        circle.grid.cross.down.fill circle.grid.cross.down.filled circle.grid.cross.left.fill circle.grid.cross.left.filled
        circle.grid.cross.right.fill circle.grid.cross.right.filled circle.grid.cross.up.fill circle.grid.cross.up.filled
        circle.grid.hex circle.hexagongrid circle.grid.hex.fill circle.hexagongrid.fill
        circle.lefthalf.fill circle.lefthalf.filled circle.righthalf.fill circle.righthalf.filled
        circle.tophalf.fill circle.tophalf.filled circles.hexagongrid circle.hexagongrid
        circles.hexagongrid.fill circle.hexagongrid.fill circles.hexagonpath circle.hexagonpath
        circles.hexagonpath.fill circle.hexagonpath.fill cube.box shippingbox cube.box.fill shippingbox.fill
        cursor.rays cursorarrow.rays dial dial.low dial.fill dial.low.fill dial.max dial.high dial.max.fill dial.high.fill
        dial.min dial.low dial.min.fill dial.low.fill doc.text.fill.viewfinder doc.viewfinder.fill
        doc.text.viewfinder doc.viewfinder dot.circle smallcircle.filled.circle dot.circle.fill smallcircle.filled.circle.fill
        dpad.down.fill dpad.down.filled dpad.left.fill dpad.left.filled dpad.right.fill dpad.right.filled
        dpad.up.fill dpad.up.filled ear.and.waveform ear.badge.waveform ellipses.bubble ellipsis.bubble
        ellipses.bubble.fill ellipsis.bubble.fill envelope.badge.shield.leadinghalf.fill envelope.badge.shield.half.filled
        envelope.fill.badge.shield.trailinghalf.fill envelope.badge.shield.half.filled.fill
        face.smiling.fill face.smiling.inverse fanblades fan fanblades.fill fan.fill fanblades.slash fan.slash
        fanblades.slash.fill fan.slash.fill fiberchannel fibrechannel
        figure.seated.side.air.lower figure.seated.side.air.distribution.lower
        figure.seated.side.air.upper figure.seated.side.air.distribution.middle
        figure.seated.side.air.upper.and.lower figure.seated.side.air.distribution.middle.and.lower
        figure.seated.side.air.windshield figure.seated.side.air.distribution.upper fitness.timer gauge.with.needle
        fitness.timer.fill gauge.with.needle.fill flip.horizontal arrow.left.and.right.righttriangle.left.righttriangle.right
        flip.horizontal.fill arrow.left.and.right.righttriangle.left.righttriangle.right.fill
        folder.badge.gear folder.badge.gearshape folder.badge.minus.fill folder.fill.badge.minus
        folder.badge.person.crop.fill folder.fill.badge.person.crop folder.badge.plus.fill folder.fill.badge.plus
        folder.fill.badge.gear folder.fill.badge.gearshape gauge gauge.with.dots.needle.bottom.50percent
        gauge.badge.minus gauge.with.dots.needle.bottom.50percent.badge.minus
        gauge.badge.plus gauge.with.dots.needle.bottom.50percent.badge.plus
        gauge.high gauge.with.dots.needle.bottom.100percent gauge.low gauge.with.dots.needle.bottom.0percent
        gauge.medium gauge.with.dots.needle.bottom.50percent
        gauge.medium.badge.minus gauge.with.dots.needle.bottom.50percent.badge.minus
        gauge.medium.badge.plus gauge.with.dots.needle.bottom.50percent.badge.plus
        h.square.fill.on.square.fill h.square.on.square.fill hand.app hand.raised.app hand.app.fill hand.raised.app.fill
        hands.sparkles hands.and.sparkles hands.sparkles.fill hands.and.sparkles.fill hearingaid.ear hearingdevice.ear
        hourglass.bottomhalf.fill hourglass.bottomhalf.filled hourglass.end hourglass.tophalf.filled
        hourglass.start hourglass.bottomhalf.filled hourglass.tophalf.fill hourglass.tophalf.filled ipad.homebutton ipad.gen1
        ipad.homebutton.badge.play ipad.gen1.badge.play ipad.homebutton.landscape ipad.gen1.landscape
        ipad.homebutton.landscape.badge.play ipad.gen1.landscape.badge.play iphone.homebutton iphone.gen1
        iphone.homebutton.badge.play iphone.gen1.badge.play iphone.homebutton.circle iphone.gen1.circle
        iphone.homebutton.circle.fill iphone.gen1.circle.fill iphone.homebutton.landscape iphone.gen1.landscape
        iphone.homebutton.radiowaves.left.and.right iphone.gen1.radiowaves.left.and.right
        iphone.homebutton.radiowaves.left.and.right.circle iphone.gen1.radiowaves.left.and.right.circle
        iphone.homebutton.radiowaves.left.and.right.circle.fill iphone.gen1.radiowaves.left.and.right.circle.fill
        iphone.homebutton.slash iphone.gen1.slash iphone.homebutton.slash.circle iphone.gen1.slash.circle
        iphone.homebutton.slash.circle.fill iphone.gen1.slash.circle.fill j.square.fill.on.square.fill j.square.on.square.fill
        l.joystick.down l.joystick.press.down l.joystick.down.fill l.joystick.press.down.fill
        l.rectangle.roundedbottom l.button.roundedbottom.horizontal
        l.rectangle.roundedbottom.fill l.button.roundedbottom.horizontal.fill
        l1.rectangle.roundedbottom l1.button.roundedbottom.horizontal
        l1.rectangle.roundedbottom.fill l1.button.roundedbottom.horizontal.fill
        l2.rectangle.roundedtop l2.button.roundedtop.horizontal
        l2.rectangle.roundedtop.fill l2.button.roundedtop.horizontal.fill laptopcomputer.and.ipad macbook.and.ipad
        laptopcomputer.and.iphone macbook.and.iphone largecircle.fill.circle circle.inset.filled
        lasso.and.sparkles lasso.badge.sparkles lasso.sparkles lasso.badge.sparkles
        lb.rectangle.roundedbottom lb.button.roundedbottom.horizontal
        lb.rectangle.roundedbottom.fill lb.button.roundedbottom.horizontal.fill
        leaf.arrow.circlepath leaf.arrow.triangle.circlepath
        line.horizontal.2.decrease.circle line.2.horizontal.decrease.circle
        line.horizontal.2.decrease.circle.fill line.2.horizontal.decrease.circle.fill line.horizontal.3 line.3.horizontal
        line.horizontal.3.circle line.3.horizontal.circle line.horizontal.3.circle.fill line.3.horizontal.circle.fill
        line.horizontal.3.decrease line.3.horizontal.decrease
        line.horizontal.3.decrease.circle line.3.horizontal.decrease.circle
        line.horizontal.3.decrease.circle.fill line.3.horizontal.decrease.circle.fill
        livephoto.badge.a livephoto.badge.automatic lock.rotation.open lock.open.rotation logo.playstation playstation.logo
        logo.xbox xbox.logo lt.rectangle.roundedtop lt.button.roundedtop.horizontal
        lt.rectangle.roundedtop.fill lt.button.roundedtop.horizontal.fill message.and.waveform message.badge.waveform
        message.and.waveform.fill message.badge.waveform.fill minus.slash.plus minus.forwardslash.plus
        music.house music.note.house music.house.fill music.note.house.fill paragraph paragraphsign
        pencil.and.ellipsis.rectangle rectangle.and.pencil.and.ellipsis person.2.square.stack person.2.crop.square.stack
        person.2.square.stack.fill person.2.crop.square.stack.fill person.and.person person.2
        person.and.person.fill person.2.fill person.badge.minus.fill person.fill.badge.minus
        person.badge.plus.fill person.fill.badge.plus
        person.crop.circle.badge.checkmark.fill person.crop.circle.fill.badge.checkmark
        person.crop.circle.badge.exclam person.crop.circle.badge.exclamationmark
        person.crop.circle.badge.exclam.fill person.crop.circle.badge.exclamationmark.fill
        person.crop.circle.badge.minus.fill person.crop.circle.fill.badge.minus
        person.crop.circle.badge.plus.fill person.crop.circle.fill.badge.plus
        person.crop.circle.badge.xmark.fill person.crop.circle.fill.badge.xmark
        person.crop.circle.fill.badge.exclam person.crop.circle.badge.exclamationmark.fill
        person.crop.circle.fill.badge.exclamationmark person.crop.circle.badge.exclamationmark.fill
        person.crop.circle.fill.badge.questionmark person.crop.circle.badge.questionmark.fill
        person.crop.square.fill.and.at.rectangle person.crop.square.filled.and.at.rectangle
        phone.and.waveform phone.badge.waveform phone.and.waveform.fill phone.badge.waveform.fill
        phone.badge.plus.fill phone.fill.badge.plus phone.bubble.left phone.bubble phone.bubble.left.fill phone.bubble.fill
        phone.fill.arrow.down.left phone.arrow.down.left.fill phone.fill.arrow.right phone.arrow.right.fill
        phone.fill.arrow.up.right phone.arrow.up.right.fill phone.fill.connection phone.connection.fill
        photo.on.rectangle.fill photo.fill.on.rectangle.fill plus.rectangle.fill.on.folder.fill plus.rectangle.on.folder.fill
        plus.rectangle.on.rectangle.fill plus.rectangle.fill.on.rectangle.fill plus.slash.minus plus.forwardslash.minus
        plus.square.on.square.fill plus.square.fill.on.square.fill
        point.fill.topleft.down.curvedto.point.fill.bottomright.up point.topleft.down.to.point.bottomright.curvepath.fill
        point.filled.topleft.down.curvedto.point.bottomright.up point.topleft.filled.down.to.point.bottomright.curvepath
        point.topleft.down.curvedto.point.bottomright.up point.topleft.down.to.point.bottomright.curvepath
        point.topleft.down.curvedto.point.bottomright.up.fill point.topleft.down.to.point.bottomright.curvepath.fill
        point.topleft.down.curvedto.point.filled.bottomright.up point.topleft.down.to.point.bottomright.filled.curvepath
        printer.dotmatrix.fill.and.paper.fill printer.dotmatrix.filled.and.paper
        printer.fill.and.paper.fill printer.filled.and.paper r.joystick.down r.joystick.press.down
        r.joystick.down.fill r.joystick.press.down.fill r.rectangle.roundedbottom r.button.roundedbottom.horizontal
        r.rectangle.roundedbottom.fill r.button.roundedbottom.horizontal.fill
        r.square.fill.on.square.fill r.square.on.square.fill r1.rectangle.roundedbottom r1.button.roundedbottom.horizontal
        r1.rectangle.roundedbottom.fill r1.button.roundedbottom.horizontal.fill
        r2.rectangle.roundedtop r2.button.roundedtop.horizontal
        r2.rectangle.roundedtop.fill r2.button.roundedtop.horizontal.fill radiowaves.left wave.3.left
        radiowaves.right wave.3.right rb.rectangle.roundedbottom rb.button.roundedbottom.horizontal
        rb.rectangle.roundedbottom.fill rb.button.roundedbottom.horizontal.fill realtimetext teletype.answer
        rectangle.3.group.bubble.left rectangle.3.group.bubble
        rectangle.3.group.bubble.left.fill rectangle.3.group.bubble.fill rectangle.3.offgrid rectangle.3.group
        rectangle.3.offgrid.bubble.left rectangle.3.group.bubble
        rectangle.3.offgrid.bubble.left.fill rectangle.3.group.bubble.fill rectangle.3.offgrid.fill rectangle.3.group.fill
        rectangle.badge.checkmark.fill rectangle.fill.badge.checkmark rectangle.badge.xmark.fill rectangle.fill.badge.xmark
        rectangle.bottomthird.inset.fill rectangle.bottomthird.inset.filled
        rectangle.center.inset.fill rectangle.center.inset.filled rectangle.dock dock.rectangle
        rectangle.fill.on.rectangle.fill.circle rectangle.on.rectangle.circle
        rectangle.fill.on.rectangle.fill.circle.fill rectangle.on.rectangle.circle.fill
        rectangle.fill.on.rectangle.fill.slash.fill rectangle.on.rectangle.slash.fill
        rectangle.inset.bottomleft.fill rectangle.inset.bottomleft.filled
        rectangle.inset.bottomright.fill rectangle.inset.bottomright.filled rectangle.inset.fill rectangle.inset.filled
        rectangle.inset.topleft.fill rectangle.inset.topleft.filled
        rectangle.inset.topright.fill rectangle.inset.topright.filled rectangle.lefthalf.fill rectangle.lefthalf.filled
        rectangle.lefthalf.inset.fill rectangle.lefthalf.inset.filled
        rectangle.lefthalf.inset.fill.arrow.left rectangle.lefthalf.inset.filled.arrow.left
        rectangle.leftthird.inset.fill rectangle.leftthird.inset.filled
        rectangle.on.rectangle.angled.fill rectangle.fill.on.rectangle.angled.fill
        rectangle.on.rectangle.fill rectangle.fill.on.rectangle.fill rectangle.righthalf.fill rectangle.righthalf.filled
        rectangle.righthalf.inset.fill rectangle.righthalf.inset.filled
        rectangle.righthalf.inset.fill.arrow.right rectangle.righthalf.inset.filled.arrow.right
        rectangle.rightthird.inset.fill rectangle.rightthird.inset.filled
        rectangle.roundedbottom button.roundedbottom.horizontal
        rectangle.roundedbottom.fill button.roundedbottom.horizontal.fill rectangle.roundedtop button.roundedtop.horizontal
        rectangle.roundedtop.fill button.roundedtop.horizontal.fill
        rectangle.stack.badge.minus.fill rectangle.stack.fill.badge.minus
        rectangle.stack.badge.plus.fill rectangle.stack.fill.badge.plus
        rectangle.stack.fill.badge.person.crop rectangle.stack.badge.person.crop.fill
        rectangle.stack.person.crop person.crop.rectangle.stack
        rectangle.stack.person.crop.fill person.crop.rectangle.stack.fill
        rectangle.topthird.inset rectangle.topthird.inset.filled rectangle.topthird.inset.fill rectangle.topthird.inset.filled
        ring.circle smallcircle.circle ring.circle.fill smallcircle.circle.fill
        rt.rectangle.roundedtop rt.button.roundedtop.horizontal
        rt.rectangle.roundedtop.fill rt.button.roundedtop.horizontal.fill sheqelsign.circle shekelsign.circle
        sheqelsign.circle.fill shekelsign.circle.fill sheqelsign.square shekelsign.square
        sheqelsign.square.fill shekelsign.square.fill shield.checkerboard shield.checkered
        shield.lefthalf.fill shield.lefthalf.filled shield.lefthalf.fill.slash shield.lefthalf.filled.slash
        slider.horizontal.below.square.fill.and.square slider.horizontal.below.square.filled.and.square
        smallcircle.fill.circle smallcircle.filled.circle smallcircle.fill.circle.fill smallcircle.filled.circle.fill
        smiley face.smiling smiley.fill face.smiling.inverse snow snowflake
        sparkles.square.fill.on.square sparkles.square.filled.on.square speaker.1 speaker.wave.1
        speaker.1.fill speaker.wave.1.fill speaker.2 speaker.wave.2 speaker.2.fill speaker.wave.2.fill
        speaker.3 speaker.wave.3 speaker.3.fill speaker.wave.3.fill speaker.wave.2.bubble.left speaker.wave.2.bubble
        speaker.wave.2.bubble.left.fill speaker.wave.2.bubble.fill speedometer gauge.with.dots.needle.67percent
        square.2.stack.3d square.2.layers.3d square.2.stack.3d.bottom.fill square.2.layers.3d.bottom.filled
        square.2.stack.3d.bottom.filled square.2.layers.3d.bottom.filled
        square.2.stack.3d.top.fill square.2.layers.3d.top.filled square.2.stack.3d.top.filled square.2.layers.3d.top.filled
        square.3.stack.3d square.3.layers.3d square.3.stack.3d.bottom.fill square.3.layers.3d.bottom.filled
        square.3.stack.3d.bottom.filled square.3.layers.3d.bottom.filled
        square.3.stack.3d.middle.fill square.3.layers.3d.middle.filled
        square.3.stack.3d.middle.filled square.3.layers.3d.middle.filled square.3.stack.3d.slash square.3.layers.3d.slash
        square.3.stack.3d.top.fill square.3.layers.3d.top.filled square.3.stack.3d.top.filled square.3.layers.3d.top.filled
        square.and.line.vertical.and.square.fill square.and.line.vertical.and.square.filled
        square.bottomhalf.fill square.bottomhalf.filled square.dashed.inset.fill square.dashed.inset.filled
        square.fill.and.line.vertical.and.square square.filled.and.line.vertical.and.square
        square.fill.and.line.vertical.square.fill square.fill.and.line.vertical.and.square.fill
        square.fill.on.square square.filled.on.square
        square.grid.3x1.fill.below.line.grid.1x2 square.grid.3x1.below.line.grid.1x2.fill
        square.grid.3x3.bottomleft.fill square.grid.3x3.bottomleft.filled
        square.grid.3x3.bottommiddle.fill square.grid.3x3.bottommiddle.filled
        square.grid.3x3.bottomright.fill square.grid.3x3.bottomright.filled square.grid.3x3.fill.square square.grid.3x3.square
        square.grid.3x3.middle.fill square.grid.3x3.middle.filled
        square.grid.3x3.middleleft.fill square.grid.3x3.middleleft.filled
        square.grid.3x3.middleright.fill square.grid.3x3.middleright.filled
        square.grid.3x3.topleft.fill square.grid.3x3.topleft.filled
        square.grid.3x3.topmiddle.fill square.grid.3x3.topmiddle.filled
        square.grid.3x3.topright.fill square.grid.3x3.topright.filled square.lefthalf.fill square.lefthalf.filled
        square.line.vertical.square.fill.left square.filled.and.line.vertical.and.square
        square.on.circle.fill square.fill.on.circle.fill square.on.square.fill square.fill.on.square.fill
        square.righthalf.fill square.righthalf.filled square.stack.3d.down.dottedline square.stack.3d.forward.dottedline
        square.stack.3d.up.badge.a square.stack.3d.up.badge.automatic
        square.stack.3d.up.badge.a.fill square.stack.3d.up.badge.automatic.fill square.tophalf.fill square.tophalf.filled
        squareshape.dashed.squareshape squareshape.dotted.squareshape
        squareshape.squareshape.dashed squareshape.squareshape.dotted star.fill.left star.leadinghalf.filled
        star.leadinghalf.fill star.leadinghalf.filled star.lefthalf.fill star.leadinghalf.filled sun.and.horizon sun.horizon
        sun.and.horizon.circle sun.horizon.circle sun.and.horizon.circle.fill sun.horizon.circle.fill
        sun.and.horizon.fill sun.horizon.fill t.bubble character.bubble t.bubble.fill character.bubble.fill table tablecells
        table.badge.more tablecells.badge.ellipsis table.badge.more.fill tablecells.fill.badge.ellipsis
        table.fill tablecells.fill tablecells.badge.ellipsis.fill tablecells.fill.badge.ellipsis terminal apple.terminal
        terminal.fill apple.terminal.fill text.chevron.left decrease.indent text.chevron.right increase.indent
        text.cursor character.cursor.ibeam text.justifyleft text.justify.left text.justifyright text.justify.right
        textbox character.textbox thermometer thermometer.medium thermometer.snowlake thermometer.snowflake
        tram.tunnel.fill tram.fill.tunnel triangle.lefthalf.fill triangle.lefthalf.filled
        triangle.righthalf.fill triangle.righthalf.filled tv.music.note music.note.tv tv.music.note.fill music.note.tv.fill
        video.and.waveform video.badge.waveform video.and.waveform.fill video.badge.waveform.fill
        video.badge.plus.fill video.fill.badge.plus video.bubble.left video.bubble video.bubble.left.fill video.bubble.fill
        volume speaker volume.1 speaker.wave.1 volume.1.fill speaker.wave.1.fill volume.2 speaker.wave.2
        volume.2.fill speaker.wave.2.fill volume.3 speaker.wave.3 volume.3.fill speaker.wave.3.fill volume.fill speaker.fill
        volume.slash speaker.slash volume.slash.fill speaker.slash.fill volume.zzz speaker.zzz
        volume.zzz.fill speaker.zzz.fill waveform.and.magnifyingglass waveform.badge.magnifyingglass
        waveform.and.mic waveform.badge.mic windshield.front.and.fluid windshield.front.and.spray
        windshield.rear.and.fluid windshield.rear.and.spray wrench wrench.adjustable wrench.fill wrench.adjustable.fill
        zl.rectangle.roundedtop zl.button.roundedtop.horizontal
        zl.rectangle.roundedtop.fill zl.button.roundedtop.horizontal.fill
        zr.rectangle.roundedtop zr.button.roundedtop.horizontal
        zr.rectangle.roundedtop.fill zr.button.roundedtop.horizontal.fill
        """
}
