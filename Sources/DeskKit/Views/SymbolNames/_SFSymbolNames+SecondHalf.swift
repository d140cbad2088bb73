// Written by scripts/update-sf-symbol-names from the SF Symbols app's name lists; do not edit by hand.

extension _SFSymbolNames {
    /// SF Symbols names, space-separated (2679 of 5359).
    static let secondHalf = """
        hand.raised.slash hand.raised.slash.fill hand.raised.square hand.raised.square.fill hand.raised.square.on.square
        hand.raised.square.on.square.fill hand.tap hand.tap.fill hand.thumbsdown hand.thumbsdown.circle
        hand.thumbsdown.circle.fill hand.thumbsdown.fill hand.thumbsup hand.thumbsup.circle hand.thumbsup.circle.fill
        hand.thumbsup.fill hand.wave hand.wave.fill handbag handbag.circle handbag.circle.fill handbag.fill hands.and.sparkles
        hands.and.sparkles.fill hands.clap hands.clap.fill hanger hare hare.circle hare.circle.fill hare.fill hazardsign
        hazardsign.fill head.profile.arrow.forward.and.visionpro headlight.daytime headlight.daytime.fill headlight.fog
        headlight.fog.fill headlight.high.beam headlight.high.beam.fill headlight.low.beam headlight.low.beam.fill headphones
        headphones.circle headphones.circle.fill hearingdevice.and.signal.meter hearingdevice.and.signal.meter.fill
        hearingdevice.ear hearingdevice.ear.fill heart heart.circle heart.circle.fill heart.fill heart.rectangle
        heart.rectangle.fill heart.slash heart.slash.circle heart.slash.circle.fill heart.slash.fill heart.square
        heart.square.fill heart.text.square heart.text.square.fill heat.element.windshield heat.waves heater.vertical
        heater.vertical.fill helm hexagon hexagon.bottomhalf.filled hexagon.fill hexagon.lefthalf.filled
        hexagon.righthalf.filled hexagon.tophalf.filled hifireceiver hifireceiver.fill hifispeaker hifispeaker.2
        hifispeaker.2.fill hifispeaker.and.appletv hifispeaker.and.appletv.fill hifispeaker.and.homepod
        hifispeaker.and.homepod.fill hifispeaker.and.homepodmini hifispeaker.and.homepodmini.fill hifispeaker.fill highlighter
        hockey.puck hockey.puck.circle hockey.puck.circle.fill hockey.puck.fill hold.brakesignal homekit homepod homepod.2
        homepod.2.fill homepod.and.appletv homepod.and.appletv.fill homepod.and.homepodmini homepod.and.homepodmini.fill
        homepod.fill homepodmini homepodmini.2 homepodmini.2.fill homepodmini.and.appletv homepodmini.and.appletv.fill
        homepodmini.fill horn horn.blast horn.blast.fill horn.fill hourglass hourglass.and.lock hourglass.badge.plus
        hourglass.bottomhalf.filled hourglass.circle hourglass.circle.fill hourglass.tophalf.filled house house.and.flag
        house.and.flag.circle house.and.flag.circle.fill house.and.flag.fill house.circle house.circle.fill house.fill
        house.lodge house.lodge.circle house.lodge.circle.fill house.lodge.fill hryvniasign hryvniasign.arrow.circlepath
        hryvniasign.circle hryvniasign.circle.fill hryvniasign.square hryvniasign.square.fill humidifier
        humidifier.and.droplets humidifier.and.droplets.fill humidifier.fill humidity humidity.fill hurricane hurricane.circle
        hurricane.circle.fill i.circle i.circle.fill i.square i.square.fill icloud icloud.and.arrow.down
        icloud.and.arrow.down.fill icloud.and.arrow.up icloud.and.arrow.up.fill icloud.circle icloud.circle.fill icloud.fill
        icloud.slash icloud.slash.fill icloud.square icloud.square.fill increase.indent increase.quotelevel indianrupeesign
        indianrupeesign.arrow.circlepath indianrupeesign.circle indianrupeesign.circle.fill indianrupeesign.square
        indianrupeesign.square.fill infinity infinity.circle infinity.circle.fill info info.bubble info.bubble.fill
        info.circle info.circle.fill info.square info.square.fill info.windshield internaldrive internaldrive.fill ipad
        ipad.and.arrow.forward ipad.and.iphone ipad.and.iphone.slash ipad.badge.play ipad.case ipad.case.and.iphone.case
        ipad.gen1 ipad.gen1.badge.play ipad.gen1.landscape ipad.gen1.landscape.badge.play ipad.gen2 ipad.gen2.badge.play
        ipad.gen2.landscape ipad.gen2.landscape.badge.play ipad.landscape ipad.landscape.badge.play ipad.rear.camera
        ipad.sizes iphone iphone.and.arrow.forward iphone.and.arrow.left.and.arrow.right iphone.badge.play iphone.case
        iphone.circle iphone.circle.fill iphone.gen1 iphone.gen1.badge.play iphone.gen1.circle iphone.gen1.circle.fill
        iphone.gen1.landscape iphone.gen1.radiowaves.left.and.right iphone.gen1.radiowaves.left.and.right.circle
        iphone.gen1.radiowaves.left.and.right.circle.fill iphone.gen1.slash iphone.gen1.slash.circle
        iphone.gen1.slash.circle.fill iphone.gen2 iphone.gen2.badge.play iphone.gen2.circle iphone.gen2.circle.fill
        iphone.gen2.landscape iphone.gen2.radiowaves.left.and.right iphone.gen2.radiowaves.left.and.right.circle
        iphone.gen2.radiowaves.left.and.right.circle.fill iphone.gen2.slash iphone.gen2.slash.circle
        iphone.gen2.slash.circle.fill iphone.gen3 iphone.gen3.badge.play iphone.gen3.circle iphone.gen3.circle.fill
        iphone.gen3.landscape iphone.gen3.radiowaves.left.and.right iphone.gen3.radiowaves.left.and.right.circle
        iphone.gen3.radiowaves.left.and.right.circle.fill iphone.gen3.slash iphone.gen3.slash.circle
        iphone.gen3.slash.circle.fill iphone.landscape iphone.radiowaves.left.and.right
        iphone.radiowaves.left.and.right.circle iphone.radiowaves.left.and.right.circle.fill iphone.rear.camera iphone.sizes
        iphone.slash iphone.slash.circle iphone.slash.circle.fill iphone.smartbatterycase.gen1 iphone.smartbatterycase.gen2
        ipod ipodshuffle.gen1 ipodshuffle.gen2 ipodshuffle.gen3 ipodshuffle.gen4 ipodtouch ipodtouch.landscape ipodtouch.slash
        italic ivfluid.bag ivfluid.bag.fill j.circle j.circle.fill j.square j.square.fill j.square.on.square
        j.square.on.square.fill k k.circle k.circle.fill k.square k.square.fill kashida.arabic key key.fill key.horizontal
        key.horizontal.fill key.icloud key.icloud.fill key.radiowaves.forward key.radiowaves.forward.fill
        key.radiowaves.forward.slash key.radiowaves.forward.slash.fill key.slash key.slash.fill key.viewfinder keyboard
        keyboard.badge.ellipsis keyboard.badge.ellipsis.fill keyboard.badge.eye keyboard.badge.eye.fill
        keyboard.chevron.compact.down keyboard.chevron.compact.down.fill keyboard.chevron.compact.left
        keyboard.chevron.compact.left.fill keyboard.fill keyboard.macwindow keyboard.onehanded.left
        keyboard.onehanded.left.fill keyboard.onehanded.right keyboard.onehanded.right.fill kipsign kipsign.arrow.circlepath
        kipsign.circle kipsign.circle.fill kipsign.square kipsign.square.fill kph kph.circle kph.circle.fill
        l.button.roundedbottom.horizontal l.button.roundedbottom.horizontal.fill l.circle l.circle.fill l.joystick
        l.joystick.fill l.joystick.press.down l.joystick.press.down.fill l.joystick.tilt.down l.joystick.tilt.down.fill
        l.joystick.tilt.left l.joystick.tilt.left.fill l.joystick.tilt.right l.joystick.tilt.right.fill l.joystick.tilt.up
        l.joystick.tilt.up.fill l.square l.square.fill l1.button.roundedbottom.horizontal
        l1.button.roundedbottom.horizontal.fill l1.circle l1.circle.fill l2.button.angledtop.vertical.left
        l2.button.angledtop.vertical.left.fill l2.button.roundedtop.horizontal l2.button.roundedtop.horizontal.fill l2.circle
        l2.circle.fill l3.button.angledbottom.horizontal.left l3.button.angledbottom.horizontal.left.fill l4.button.horizontal
        l4.button.horizontal.fill ladybug ladybug.circle ladybug.circle.fill ladybug.fill lamp.ceiling lamp.ceiling.fill
        lamp.ceiling.inverse lamp.desk lamp.desk.fill lamp.floor lamp.floor.fill lamp.table lamp.table.fill lane lanyardcard
        lanyardcard.fill laptopcomputer laptopcomputer.and.arrow.down laptopcomputer.slash
        laptopcomputer.trianglebadge.exclamationmark larisign larisign.arrow.circlepath larisign.circle larisign.circle.fill
        larisign.square larisign.square.fill laser.burst lasso lasso.badge.sparkles latch.2.case latch.2.case.fill
        laurel.leading laurel.trailing lb.button.roundedbottom.horizontal lb.button.roundedbottom.horizontal.fill lb.circle
        lb.circle.fill leaf leaf.arrow.triangle.circlepath leaf.circle leaf.circle.fill leaf.fill left left.circle
        left.circle.fill lessthan lessthan.circle lessthan.circle.fill lessthan.square lessthan.square.fill level level.fill
        licenseplate licenseplate.fill lifepreserver lifepreserver.fill light.beacon.max light.beacon.max.fill
        light.beacon.min light.beacon.min.fill light.cylindrical.ceiling light.cylindrical.ceiling.fill
        light.cylindrical.ceiling.inverse light.max light.min light.overhead.left light.overhead.left.fill
        light.overhead.right light.overhead.right.fill light.panel light.panel.fill light.recessed light.recessed.3
        light.recessed.3.fill light.recessed.3.inverse light.recessed.fill light.recessed.inverse light.ribbon
        light.ribbon.fill light.strip.2 light.strip.2.fill lightbulb lightbulb.2 lightbulb.2.fill lightbulb.circle
        lightbulb.circle.fill lightbulb.fill lightbulb.led lightbulb.led.fill lightbulb.led.wide lightbulb.led.wide.fill
        lightbulb.max lightbulb.max.fill lightbulb.min lightbulb.min.badge.exclamationmark
        lightbulb.min.badge.exclamationmark.fill lightbulb.min.fill lightbulb.slash lightbulb.slash.fill lightrail
        lightrail.fill lightspectrum.horizontal lightswitch.off lightswitch.off.fill lightswitch.off.square
        lightswitch.off.square.fill lightswitch.on lightswitch.on.fill lightswitch.on.square lightswitch.on.square.fill
        line.2.horizontal.decrease.circle line.2.horizontal.decrease.circle.fill line.3.crossed.swirl.circle
        line.3.crossed.swirl.circle.fill line.3.horizontal line.3.horizontal.button.angledtop.vertical.right
        line.3.horizontal.button.angledtop.vertical.right.fill line.3.horizontal.circle line.3.horizontal.circle.fill
        line.3.horizontal.decrease line.3.horizontal.decrease.circle line.3.horizontal.decrease.circle.fill line.diagonal
        line.diagonal.arrow line.horizontal.star.fill.line.horizontal lines.measurement.horizontal lines.measurement.vertical
        lineweight link link.badge.plus link.circle link.circle.fill link.icloud link.icloud.fill lirasign
        lirasign.arrow.circlepath lirasign.circle lirasign.circle.fill lirasign.square lirasign.square.fill list.and.film
        list.bullet list.bullet.below.rectangle list.bullet.circle list.bullet.circle.fill list.bullet.clipboard
        list.bullet.clipboard.fill list.bullet.indent list.bullet.rectangle list.bullet.rectangle.fill
        list.bullet.rectangle.portrait list.bullet.rectangle.portrait.fill list.clipboard list.clipboard.fill list.dash
        list.dash.header.rectangle list.number list.star list.triangle livephoto livephoto.badge.automatic livephoto.play
        livephoto.slash lizard lizard.circle lizard.circle.fill lizard.fill lm.button.horizontal lm.button.horizontal.fill
        location location.circle location.circle.fill location.fill location.fill.viewfinder location.magnifyingglass
        location.north location.north.circle location.north.circle.fill location.north.fill location.north.line
        location.north.line.fill location.slash location.slash.circle location.slash.circle.fill location.slash.fill
        location.square location.square.fill location.viewfinder lock lock.app.dashed lock.applewatch lock.badge.clock
        lock.badge.clock.fill lock.circle lock.circle.dotted lock.circle.fill lock.desktopcomputer lock.display lock.doc
        lock.doc.fill lock.fill lock.icloud lock.icloud.fill lock.ipad lock.iphone lock.laptopcomputer lock.open
        lock.open.applewatch lock.open.desktopcomputer lock.open.display lock.open.fill lock.open.ipad lock.open.iphone
        lock.open.laptopcomputer lock.open.rotation lock.open.trianglebadge.exclamationmark
        lock.open.trianglebadge.exclamationmark.fill lock.rectangle lock.rectangle.fill lock.rectangle.on.rectangle
        lock.rectangle.on.rectangle.fill lock.rectangle.stack lock.rectangle.stack.fill lock.rotation lock.shield
        lock.shield.fill lock.slash lock.slash.fill lock.square lock.square.fill lock.square.stack lock.square.stack.fill
        lock.trianglebadge.exclamationmark lock.trianglebadge.exclamationmark.fill loupe
        lsb.button.angledbottom.horizontal.left lsb.button.angledbottom.horizontal.left.fill lt.button.roundedtop.horizontal
        lt.button.roundedtop.horizontal.fill lt.circle lt.circle.fill lungs lungs.fill m.circle m.circle.fill m.square
        m.square.fill m1.button.horizontal m1.button.horizontal.fill m2.button.horizontal m2.button.horizontal.fill
        m3.button.horizontal m3.button.horizontal.fill m4.button.horizontal m4.button.horizontal.fill macbook macbook.and.ipad
        macbook.and.iphone macbook.and.visionpro macbook.gen1 macbook.gen2 macmini macmini.fill macpro.gen1 macpro.gen1.fill
        macpro.gen2 macpro.gen2.fill macpro.gen3 macpro.gen3.fill macpro.gen3.server macstudio macstudio.fill macwindow
        macwindow.and.cursorarrow macwindow.badge.plus macwindow.on.rectangle magazine magazine.fill magicmouse
        magicmouse.fill magnifyingglass magnifyingglass.circle magnifyingglass.circle.fill magsafe.batterypack
        magsafe.batterypack.fill mail mail.and.text.magnifyingglass mail.fill mail.stack mail.stack.fill manatsign
        manatsign.arrow.circlepath manatsign.circle manatsign.circle.fill manatsign.square manatsign.square.fill map
        map.circle map.circle.fill map.fill mappin mappin.and.ellipse mappin.and.ellipse.circle mappin.and.ellipse.circle.fill
        mappin.circle mappin.circle.fill mappin.slash mappin.slash.circle mappin.slash.circle.fill mappin.square
        mappin.square.fill medal medal.fill mediastick medical.thermometer medical.thermometer.fill megaphone megaphone.fill
        memories memories.badge.minus memories.badge.plus memorychip memorychip.fill menubar.arrow.down.rectangle
        menubar.arrow.up.rectangle menubar.dock.rectangle menubar.dock.rectangle.badge.record menubar.rectangle menucard
        menucard.fill message message.badge message.badge.circle message.badge.circle.fill message.badge.fill
        message.badge.filled.fill message.badge.waveform message.badge.waveform.fill message.circle message.circle.fill
        message.fill metronome metronome.fill mic mic.and.signal.meter mic.and.signal.meter.fill mic.badge.plus
        mic.badge.xmark mic.circle mic.circle.fill mic.fill mic.fill.badge.plus mic.fill.badge.xmark mic.slash
        mic.slash.circle mic.slash.circle.fill mic.slash.fill mic.square mic.square.fill microbe microbe.circle
        microbe.circle.fill microbe.fill microwave microwave.fill millsign millsign.arrow.circlepath millsign.circle
        millsign.circle.fill millsign.square millsign.square.fill minus minus.circle minus.circle.fill minus.diamond
        minus.diamond.fill minus.forwardslash.plus minus.magnifyingglass minus.plus.and.fluid.batteryblock
        minus.plus.batteryblock minus.plus.batteryblock.exclamationmark minus.plus.batteryblock.exclamationmark.fill
        minus.plus.batteryblock.fill minus.plus.batteryblock.slash minus.plus.batteryblock.slash.fill
        minus.plus.batteryblock.stack minus.plus.batteryblock.stack.exclamationmark
        minus.plus.batteryblock.stack.exclamationmark.fill minus.plus.batteryblock.stack.fill minus.rectangle
        minus.rectangle.fill minus.rectangle.portrait minus.rectangle.portrait.fill minus.square minus.square.fill
        mirror.side.left mirror.side.left.and.arrow.turn.down.right mirror.side.left.and.heat.waves mirror.side.right
        mirror.side.right.and.arrow.turn.down.left mirror.side.right.and.heat.waves moon moon.circle moon.circle.fill
        moon.dust moon.dust.circle moon.dust.circle.fill moon.dust.fill moon.fill moon.haze moon.haze.circle
        moon.haze.circle.fill moon.haze.fill moon.stars moon.stars.circle moon.stars.circle.fill moon.stars.fill moon.zzz
        moon.zzz.fill moonphase.first.quarter moonphase.first.quarter.inverse moonphase.full.moon moonphase.full.moon.inverse
        moonphase.last.quarter moonphase.last.quarter.inverse moonphase.new.moon moonphase.new.moon.inverse
        moonphase.waning.crescent moonphase.waning.crescent.inverse moonphase.waning.gibbous moonphase.waning.gibbous.inverse
        moonphase.waxing.crescent moonphase.waxing.crescent.inverse moonphase.waxing.gibbous moonphase.waxing.gibbous.inverse
        moonrise moonrise.circle moonrise.circle.fill moonrise.fill moonset moonset.circle moonset.circle.fill moonset.fill
        mosaic mosaic.fill mount mount.fill mountain.2 mountain.2.circle mountain.2.circle.fill mountain.2.fill mouth
        mouth.fill move.3d movieclapper movieclapper.fill mph mph.circle mph.circle.fill mug mug.fill multiply multiply.circle
        multiply.circle.fill multiply.square multiply.square.fill music.mic music.mic.circle music.mic.circle.fill music.note
        music.note.house music.note.house.fill music.note.list music.note.tv music.note.tv.fill music.quarternote.3 mustache
        mustache.fill n.circle n.circle.fill n.square n.square.fill nairasign nairasign.arrow.circlepath nairasign.circle
        nairasign.circle.fill nairasign.square nairasign.square.fill network network.badge.shield.half.filled network.slash
        newspaper newspaper.circle newspaper.circle.fill newspaper.fill norwegiankronesign norwegiankronesign.arrow.circlepath
        norwegiankronesign.circle norwegiankronesign.circle.fill norwegiankronesign.square norwegiankronesign.square.fill nose
        nose.fill nosign nosign.app nosign.app.fill note note.text note.text.badge.plus number number.circle
        number.circle.fill number.square number.square.fill numbersign o.circle o.circle.fill o.square o.square.fill
        oar.2.crossed octagon octagon.bottomhalf.filled octagon.fill octagon.lefthalf.filled octagon.righthalf.filled
        octagon.tophalf.filled oilcan oilcan.fill opticaldisc opticaldisc.fill opticaldiscdrive opticaldiscdrive.fill opticid
        opticid.fill option oval oval.bottomhalf.filled oval.fill oval.inset.filled oval.lefthalf.filled oval.portrait
        oval.portrait.bottomhalf.filled oval.portrait.fill oval.portrait.inset.filled oval.portrait.lefthalf.filled
        oval.portrait.righthalf.filled oval.portrait.tophalf.filled oval.righthalf.filled oval.tophalf.filled oven oven.fill
        p.circle p.circle.fill p.square p.square.fill p1.button.horizontal p1.button.horizontal.fill p2.button.horizontal
        p2.button.horizontal.fill p3.button.horizontal p3.button.horizontal.fill p4.button.horizontal
        p4.button.horizontal.fill paddleshifter.left paddleshifter.left.fill paddleshifter.right paddleshifter.right.fill
        paintbrush paintbrush.fill paintbrush.pointed paintbrush.pointed.fill paintpalette paintpalette.fill pano
        pano.badge.play pano.badge.play.fill pano.fill paperclip paperclip.badge.ellipsis paperclip.circle
        paperclip.circle.fill paperplane paperplane.circle paperplane.circle.fill paperplane.fill paragraphsign parentheses
        parkinglight parkinglight.fill parkingsign parkingsign.brakesignal parkingsign.brakesignal.slash parkingsign.circle
        parkingsign.circle.fill parkingsign.radiowaves.left.and.right parkingsign.radiowaves.right.and.safetycone
        parkingsign.steeringwheel party.popper party.popper.fill pause pause.circle pause.circle.fill pause.fill
        pause.rectangle pause.rectangle.fill pawprint pawprint.circle pawprint.circle.fill pawprint.fill pc peacesign
        pedal.accelerator pedal.accelerator.fill pedal.brake pedal.brake.fill pedal.clutch pedal.clutch.fill
        pedestrian.gate.closed pedestrian.gate.open pencil pencil.and.list.clipboard pencil.and.outline pencil.and.ruler
        pencil.and.ruler.fill pencil.and.scribble pencil.circle pencil.circle.fill pencil.line pencil.slash pencil.tip
        pencil.tip.crop.circle pencil.tip.crop.circle.badge.arrow.forward pencil.tip.crop.circle.badge.arrow.forward.fill
        pencil.tip.crop.circle.badge.minus pencil.tip.crop.circle.badge.minus.fill pencil.tip.crop.circle.badge.plus
        pencil.tip.crop.circle.badge.plus.fill pencil.tip.crop.circle.fill pentagon pentagon.bottomhalf.filled pentagon.fill
        pentagon.lefthalf.filled pentagon.righthalf.filled pentagon.tophalf.filled percent person person.2
        person.2.badge.gearshape person.2.badge.gearshape.fill person.2.badge.key person.2.badge.key.fill person.2.circle
        person.2.circle.fill person.2.crop.square.stack person.2.crop.square.stack.fill person.2.fill person.2.gobackward
        person.2.slash person.2.slash.fill person.2.wave.2 person.2.wave.2.fill person.3 person.3.fill person.3.sequence
        person.3.sequence.fill person.and.arrow.left.and.arrow.right person.and.background.dotted
        person.and.background.striped.horizontal person.badge.clock person.badge.clock.fill person.badge.key
        person.badge.key.fill person.badge.minus person.badge.plus person.badge.shield.checkmark
        person.badge.shield.checkmark.fill person.bubble person.bubble.fill person.bust person.bust.circle
        person.bust.circle.fill person.bust.fill person.circle person.circle.fill person.crop.artframe person.crop.circle
        person.crop.circle.badge person.crop.circle.badge.checkmark person.crop.circle.badge.clock
        person.crop.circle.badge.clock.fill person.crop.circle.badge.exclamationmark
        person.crop.circle.badge.exclamationmark.fill person.crop.circle.badge.fill person.crop.circle.badge.minus
        person.crop.circle.badge.moon person.crop.circle.badge.moon.fill person.crop.circle.badge.plus
        person.crop.circle.badge.questionmark person.crop.circle.badge.questionmark.fill person.crop.circle.badge.xmark
        person.crop.circle.dashed person.crop.circle.dashed.circle person.crop.circle.dashed.circle.fill
        person.crop.circle.fill person.crop.circle.fill.badge.checkmark person.crop.circle.fill.badge.minus
        person.crop.circle.fill.badge.plus person.crop.circle.fill.badge.xmark person.crop.rectangle
        person.crop.rectangle.badge.plus person.crop.rectangle.badge.plus.fill person.crop.rectangle.fill
        person.crop.rectangle.stack person.crop.rectangle.stack.fill person.crop.square person.crop.square.badge.camera
        person.crop.square.badge.camera.fill person.crop.square.badge.video person.crop.square.badge.video.fill
        person.crop.square.fill person.crop.square.filled.and.at.rectangle person.crop.square.filled.and.at.rectangle.fill
        person.fill person.fill.and.arrow.left.and.arrow.right person.fill.badge.minus person.fill.badge.plus
        person.fill.checkmark person.fill.questionmark person.fill.turn.down person.fill.turn.left person.fill.turn.right
        person.fill.viewfinder person.fill.xmark person.icloud person.icloud.fill person.line.dotted.person
        person.line.dotted.person.fill person.slash person.slash.fill person.text.rectangle person.text.rectangle.fill
        person.wave.2 person.wave.2.fill personalhotspot personalhotspot.circle personalhotspot.circle.fill perspective
        pesetasign pesetasign.arrow.circlepath pesetasign.circle pesetasign.circle.fill pesetasign.square
        pesetasign.square.fill pesosign pesosign.arrow.circlepath pesosign.circle pesosign.circle.fill pesosign.square
        pesosign.square.fill phone phone.arrow.down.left phone.arrow.down.left.fill phone.arrow.right phone.arrow.right.fill
        phone.arrow.up.right phone.arrow.up.right.circle phone.arrow.up.right.circle.fill phone.arrow.up.right.fill
        phone.badge.checkmark phone.badge.plus phone.badge.waveform phone.badge.waveform.fill phone.bubble phone.bubble.fill
        phone.circle phone.circle.fill phone.connection phone.connection.fill phone.down phone.down.circle
        phone.down.circle.fill phone.down.fill phone.down.waves.left.and.right phone.fill phone.fill.badge.checkmark
        phone.fill.badge.plus photo photo.artframe photo.artframe.circle photo.artframe.circle.fill photo.badge.arrow.down
        photo.badge.arrow.down.fill photo.badge.checkmark photo.badge.checkmark.fill photo.badge.plus photo.badge.plus.fill
        photo.circle photo.circle.fill photo.fill photo.fill.on.rectangle.fill photo.on.rectangle photo.on.rectangle.angled
        photo.stack photo.stack.fill photo.tv pianokeys pianokeys.inverse pill pill.circle pill.circle.fill pill.fill pills
        pills.circle pills.circle.fill pills.fill pin pin.circle pin.circle.fill pin.fill pin.slash pin.slash.fill pin.square
        pin.square.fill pip pip.enter pip.exit pip.fill pip.remove pip.swap pipe.and.drop pipe.and.drop.fill
        placeholdertext.fill platter.2.filled.ipad platter.2.filled.ipad.landscape platter.2.filled.iphone
        platter.2.filled.iphone.landscape platter.bottom.applewatch.case platter.filled.bottom.and.arrow.down.iphone
        platter.filled.bottom.applewatch.case platter.filled.bottom.iphone platter.filled.top.and.arrow.up.iphone
        platter.filled.top.applewatch.case platter.filled.top.iphone platter.top.applewatch.case play play.circle
        play.circle.fill play.desktopcomputer play.display play.fill play.house play.house.fill play.laptopcomputer
        play.rectangle play.rectangle.fill play.rectangle.on.rectangle play.rectangle.on.rectangle.circle
        play.rectangle.on.rectangle.circle.fill play.rectangle.on.rectangle.fill play.slash play.slash.fill play.square
        play.square.fill play.square.stack play.square.stack.fill play.tv play.tv.fill playpause playpause.circle
        playpause.circle.fill playpause.fill playstation.logo plus plus.app plus.app.fill plus.bubble plus.bubble.fill
        plus.circle plus.circle.fill plus.diamond plus.diamond.fill plus.forwardslash.minus plus.magnifyingglass plus.message
        plus.message.fill plus.rectangle plus.rectangle.fill plus.rectangle.fill.on.rectangle.fill plus.rectangle.on.folder
        plus.rectangle.on.folder.fill plus.rectangle.on.rectangle plus.rectangle.portrait plus.rectangle.portrait.fill
        plus.square plus.square.dashed plus.square.fill plus.square.fill.on.square.fill plus.square.on.square plus.viewfinder
        plusminus plusminus.circle plusminus.circle.fill point.3.connected.trianglepath.dotted
        point.3.filled.connected.trianglepath.dotted point.bottomleft.filled.forward.to.point.topright.scurvepath
        point.bottomleft.forward.to.arrowtriangle.uturn.scurvepath
        point.bottomleft.forward.to.arrowtriangle.uturn.scurvepath.fill
        point.bottomleft.forward.to.point.topright.filled.scurvepath point.bottomleft.forward.to.point.topright.scurvepath
        point.bottomleft.forward.to.point.topright.scurvepath.fill point.forward.to.point.capsulepath
        point.forward.to.point.capsulepath.fill point.topleft.down.to.point.bottomright.curvepath
        point.topleft.down.to.point.bottomright.curvepath.fill point.topleft.down.to.point.bottomright.filled.curvepath
        point.topleft.filled.down.to.point.bottomright.curvepath polishzlotysign polishzlotysign.arrow.circlepath
        polishzlotysign.circle polishzlotysign.circle.fill polishzlotysign.square polishzlotysign.square.fill popcorn
        popcorn.circle popcorn.circle.fill popcorn.fill power power.circle power.circle.fill power.dotted powercord
        powercord.fill poweroff poweron poweroutlet.strip poweroutlet.strip.fill poweroutlet.type.a poweroutlet.type.a.fill
        poweroutlet.type.a.square poweroutlet.type.a.square.fill poweroutlet.type.b poweroutlet.type.b.fill
        poweroutlet.type.b.square poweroutlet.type.b.square.fill poweroutlet.type.c poweroutlet.type.c.fill
        poweroutlet.type.c.square poweroutlet.type.c.square.fill poweroutlet.type.d poweroutlet.type.d.fill
        poweroutlet.type.d.square poweroutlet.type.d.square.fill poweroutlet.type.e poweroutlet.type.e.fill
        poweroutlet.type.e.square poweroutlet.type.e.square.fill poweroutlet.type.f poweroutlet.type.f.fill
        poweroutlet.type.f.square poweroutlet.type.f.square.fill poweroutlet.type.g poweroutlet.type.g.fill
        poweroutlet.type.g.square poweroutlet.type.g.square.fill poweroutlet.type.h poweroutlet.type.h.fill
        poweroutlet.type.h.square poweroutlet.type.h.square.fill poweroutlet.type.i poweroutlet.type.i.fill
        poweroutlet.type.i.square poweroutlet.type.i.square.fill poweroutlet.type.j poweroutlet.type.j.fill
        poweroutlet.type.j.square poweroutlet.type.j.square.fill poweroutlet.type.k poweroutlet.type.k.fill
        poweroutlet.type.k.square poweroutlet.type.k.square.fill poweroutlet.type.l poweroutlet.type.l.fill
        poweroutlet.type.l.square poweroutlet.type.l.square.fill poweroutlet.type.m poweroutlet.type.m.fill
        poweroutlet.type.m.square poweroutlet.type.m.square.fill poweroutlet.type.n poweroutlet.type.n.fill
        poweroutlet.type.n.square poweroutlet.type.n.square.fill poweroutlet.type.o poweroutlet.type.o.fill
        poweroutlet.type.o.square poweroutlet.type.o.square.fill powerplug powerplug.fill powersleep printer printer.dotmatrix
        printer.dotmatrix.fill printer.dotmatrix.filled.and.paper printer.fill printer.filled.and.paper projective purchased
        purchased.circle purchased.circle.fill puzzlepiece puzzlepiece.extension puzzlepiece.extension.fill puzzlepiece.fill
        pyramid pyramid.fill q.circle q.circle.fill q.square q.square.fill qrcode qrcode.viewfinder questionmark
        questionmark.app questionmark.app.dashed questionmark.app.fill questionmark.bubble questionmark.bubble.fill
        questionmark.circle questionmark.circle.fill questionmark.diamond questionmark.diamond.fill questionmark.folder
        questionmark.folder.fill questionmark.key.filled questionmark.square questionmark.square.dashed
        questionmark.square.fill questionmark.video questionmark.video.fill quote.bubble quote.bubble.fill quote.closing
        quote.opening quotelevel r.button.roundedbottom.horizontal r.button.roundedbottom.horizontal.fill r.circle
        r.circle.fill r.joystick r.joystick.fill r.joystick.press.down r.joystick.press.down.fill r.joystick.tilt.down
        r.joystick.tilt.down.fill r.joystick.tilt.left r.joystick.tilt.left.fill r.joystick.tilt.right
        r.joystick.tilt.right.fill r.joystick.tilt.up r.joystick.tilt.up.fill r.square r.square.fill r.square.on.square
        r.square.on.square.fill r1.button.roundedbottom.horizontal r1.button.roundedbottom.horizontal.fill r1.circle
        r1.circle.fill r2.button.angledtop.vertical.right r2.button.angledtop.vertical.right.fill
        r2.button.roundedtop.horizontal r2.button.roundedtop.horizontal.fill r2.circle r2.circle.fill
        r3.button.angledbottom.horizontal.right r3.button.angledbottom.horizontal.right.fill r4.button.horizontal
        r4.button.horizontal.fill radio radio.fill rainbow rays rb.button.roundedbottom.horizontal
        rb.button.roundedbottom.horizontal.fill rb.circle rb.circle.fill record.circle record.circle.fill recordingtape
        recordingtape.circle recordingtape.circle.fill rectangle rectangle.2.swap rectangle.3.group rectangle.3.group.bubble
        rectangle.3.group.bubble.fill rectangle.3.group.fill rectangle.and.arrow.up.right.and.arrow.down.left
        rectangle.and.arrow.up.right.and.arrow.down.left.slash rectangle.and.hand.point.up.left
        rectangle.and.hand.point.up.left.fill rectangle.and.hand.point.up.left.filled rectangle.and.paperclip
        rectangle.and.pencil.and.ellipsis rectangle.and.text.magnifyingglass rectangle.arrowtriangle.2.inward
        rectangle.arrowtriangle.2.outward rectangle.badge.checkmark rectangle.badge.minus rectangle.badge.person.crop
        rectangle.badge.plus rectangle.badge.xmark rectangle.bottomhalf.filled rectangle.bottomhalf.inset.filled
        rectangle.bottomthird.inset.filled rectangle.center.inset.filled rectangle.center.inset.filled.badge.plus
        rectangle.checkered rectangle.compress.vertical rectangle.connected.to.line.below rectangle.dashed
        rectangle.dashed.and.paperclip rectangle.dashed.badge.record rectangle.expand.vertical rectangle.fill
        rectangle.fill.badge.checkmark rectangle.fill.badge.minus rectangle.fill.badge.person.crop rectangle.fill.badge.plus
        rectangle.fill.badge.xmark rectangle.fill.on.rectangle.angled.fill rectangle.fill.on.rectangle.fill
        rectangle.filled.and.hand.point.up.left rectangle.grid.1x2 rectangle.grid.1x2.fill rectangle.grid.2x2
        rectangle.grid.2x2.fill rectangle.grid.3x2 rectangle.grid.3x2.fill rectangle.inset.bottomleading.filled
        rectangle.inset.bottomleft.filled rectangle.inset.bottomright.filled rectangle.inset.bottomtrailing.filled
        rectangle.inset.filled rectangle.inset.filled.and.cursorarrow rectangle.inset.filled.and.person.filled
        rectangle.inset.filled.badge.record rectangle.inset.filled.on.rectangle rectangle.inset.topleading.filled
        rectangle.inset.topleft.filled rectangle.inset.topright.filled rectangle.inset.toptrailing.filled
        rectangle.landscape.rotate rectangle.leadinghalf.filled rectangle.leadinghalf.inset.filled
        rectangle.leadinghalf.inset.filled.arrow.leading rectangle.leadingthird.inset.filled rectangle.lefthalf.filled
        rectangle.lefthalf.inset.filled rectangle.lefthalf.inset.filled.arrow.left rectangle.leftthird.inset.filled
        rectangle.on.rectangle rectangle.on.rectangle.angled rectangle.on.rectangle.badge.gearshape
        rectangle.on.rectangle.button.angledtop.vertical.left rectangle.on.rectangle.button.angledtop.vertical.left.fill
        rectangle.on.rectangle.circle rectangle.on.rectangle.circle.fill rectangle.on.rectangle.slash
        rectangle.on.rectangle.slash.circle rectangle.on.rectangle.slash.circle.fill rectangle.on.rectangle.slash.fill
        rectangle.on.rectangle.square rectangle.on.rectangle.square.fill rectangle.portrait
        rectangle.portrait.and.arrow.forward rectangle.portrait.and.arrow.forward.fill rectangle.portrait.and.arrow.right
        rectangle.portrait.and.arrow.right.fill rectangle.portrait.arrowtriangle.2.inward
        rectangle.portrait.arrowtriangle.2.outward rectangle.portrait.badge.plus rectangle.portrait.badge.plus.fill
        rectangle.portrait.bottomhalf.filled rectangle.portrait.bottomhalf.inset.filled
        rectangle.portrait.bottomleading.inset.filled rectangle.portrait.bottomleft.inset.filled
        rectangle.portrait.bottomright.inset.filled rectangle.portrait.bottomthird.inset.filled
        rectangle.portrait.bottomtrailing.inset.filled rectangle.portrait.center.inset.filled rectangle.portrait.fill
        rectangle.portrait.inset.filled rectangle.portrait.leadinghalf.inset.filled
        rectangle.portrait.leadingthird.inset.filled rectangle.portrait.lefthalf.filled
        rectangle.portrait.lefthalf.inset.filled rectangle.portrait.leftthird.inset.filled
        rectangle.portrait.on.rectangle.portrait rectangle.portrait.on.rectangle.portrait.angled
        rectangle.portrait.on.rectangle.portrait.angled.fill rectangle.portrait.on.rectangle.portrait.fill
        rectangle.portrait.on.rectangle.portrait.slash rectangle.portrait.on.rectangle.portrait.slash.fill
        rectangle.portrait.righthalf.filled rectangle.portrait.righthalf.inset.filled
        rectangle.portrait.rightthird.inset.filled rectangle.portrait.rotate rectangle.portrait.slash
        rectangle.portrait.slash.fill rectangle.portrait.split.2x1 rectangle.portrait.split.2x1.fill
        rectangle.portrait.split.2x1.slash rectangle.portrait.split.2x1.slash.fill rectangle.portrait.tophalf.filled
        rectangle.portrait.tophalf.inset.filled rectangle.portrait.topleading.inset.filled
        rectangle.portrait.topleft.inset.filled rectangle.portrait.topright.inset.filled
        rectangle.portrait.topthird.inset.filled rectangle.portrait.toptrailing.inset.filled
        rectangle.portrait.trailinghalf.inset.filled rectangle.portrait.trailingthird.inset.filled rectangle.ratio.16.to.9
        rectangle.ratio.16.to.9.fill rectangle.ratio.3.to.4 rectangle.ratio.3.to.4.fill rectangle.ratio.4.to.3
        rectangle.ratio.4.to.3.fill rectangle.ratio.9.to.16 rectangle.ratio.9.to.16.fill rectangle.righthalf.filled
        rectangle.righthalf.inset.filled rectangle.righthalf.inset.filled.arrow.right rectangle.rightthird.inset.filled
        rectangle.slash rectangle.slash.fill rectangle.split.1x2 rectangle.split.1x2.fill rectangle.split.2x1
        rectangle.split.2x1.fill rectangle.split.2x1.slash rectangle.split.2x1.slash.fill rectangle.split.2x2
        rectangle.split.2x2.fill rectangle.split.3x1 rectangle.split.3x1.fill rectangle.split.3x3 rectangle.split.3x3.fill
        rectangle.stack rectangle.stack.badge.minus rectangle.stack.badge.person.crop rectangle.stack.badge.person.crop.fill
        rectangle.stack.badge.play rectangle.stack.badge.play.fill rectangle.stack.badge.plus rectangle.stack.fill
        rectangle.stack.fill.badge.minus rectangle.stack.fill.badge.plus rectangle.tophalf.filled
        rectangle.tophalf.inset.filled rectangle.topthird.inset.filled rectangle.trailinghalf.filled
        rectangle.trailinghalf.inset.filled rectangle.trailinghalf.inset.filled.arrow.trailing
        rectangle.trailingthird.inset.filled refrigerator refrigerator.fill repeat repeat.1 repeat.1.circle
        repeat.1.circle.fill repeat.circle repeat.circle.fill restart restart.circle restart.circle.fill retarder.brakesignal
        retarder.brakesignal.and.exclamationmark retarder.brakesignal.slash return return.left return.right rhombus
        rhombus.fill right right.circle right.circle.fill righttriangle righttriangle.fill righttriangle.split.diagonal
        righttriangle.split.diagonal.fill rm.button.horizontal rm.button.horizontal.fill road.lane.arrowtriangle.2.inward
        road.lanes road.lanes.curved.left road.lanes.curved.right roller.shade.closed roller.shade.open roman.shade.closed
        roman.shade.open rosette rotate.3d rotate.3d.circle rotate.3d.circle.fill rotate.3d.fill rotate.left rotate.left.fill
        rotate.right rotate.right.fill rsb.button.angledbottom.horizontal.right rsb.button.angledbottom.horizontal.right.fill
        rt.button.roundedtop.horizontal rt.button.roundedtop.horizontal.fill rt.circle rt.circle.fill rublesign
        rublesign.arrow.circlepath rublesign.circle rublesign.circle.fill rublesign.square rublesign.square.fill ruler
        ruler.fill rupeesign rupeesign.arrow.circlepath rupeesign.circle rupeesign.circle.fill rupeesign.square
        rupeesign.square.fill s.circle s.circle.fill s.square s.square.fill safari safari.fill sailboat sailboat.circle
        sailboat.circle.fill sailboat.fill scale.3d scalemass scalemass.fill scanner scanner.fill scissors
        scissors.badge.ellipsis scissors.circle scissors.circle.fill scooter scope screwdriver screwdriver.fill scribble
        scribble.variable scroll scroll.fill sdcard sdcard.fill seal seal.fill selection.pin.in.out sensor sensor.fill
        sensor.tag.radiowaves.forward sensor.tag.radiowaves.forward.fill server.rack shadow shared.with.you
        shared.with.you.circle shared.with.you.circle.fill shared.with.you.slash shareplay shareplay.slash shazam.logo
        shazam.logo.fill shekelsign shekelsign.arrow.circlepath shekelsign.circle shekelsign.circle.fill shekelsign.square
        shekelsign.square.fill shield shield.checkered shield.fill shield.lefthalf.filled
        shield.lefthalf.filled.badge.checkmark shield.lefthalf.filled.slash
        shield.lefthalf.filled.trianglebadge.exclamationmark shield.righthalf.filled shield.slash shield.slash.fill shift
        shift.fill shippingbox shippingbox.and.arrow.backward shippingbox.and.arrow.backward.fill shippingbox.circle
        shippingbox.circle.fill shippingbox.fill shoe shoe.2 shoe.2.fill shoe.circle shoe.circle.fill shoe.fill
        shoeprints.fill shower shower.fill shower.handheld shower.handheld.fill shower.sidejet shower.sidejet.fill shuffle
        shuffle.circle shuffle.circle.fill sidebar.leading sidebar.left sidebar.right sidebar.squares.leading
        sidebar.squares.left sidebar.squares.right sidebar.squares.trailing sidebar.trailing signature
        signpost.and.arrowtriangle.up signpost.and.arrowtriangle.up.circle signpost.and.arrowtriangle.up.circle.fill
        signpost.and.arrowtriangle.up.fill signpost.left signpost.left.circle signpost.left.circle.fill signpost.left.fill
        signpost.right signpost.right.and.left signpost.right.and.left.circle signpost.right.and.left.circle.fill
        signpost.right.and.left.fill signpost.right.circle signpost.right.circle.fill signpost.right.fill simcard simcard.2
        simcard.2.fill simcard.fill sink sink.fill skateboard skateboard.fill skew skis skis.fill slash.circle
        slash.circle.fill sleep sleep.circle sleep.circle.fill slider.horizontal.2.gobackward
        slider.horizontal.2.rectangle.and.arrow.triangle.2.circlepath slider.horizontal.2.square
        slider.horizontal.2.square.badge.arrow.down slider.horizontal.2.square.on.square slider.horizontal.3
        slider.horizontal.below.rectangle slider.horizontal.below.square.and.square.filled
        slider.horizontal.below.square.filled.and.square slider.horizontal.below.sun.max slider.vertical.3 slowmo
        smallcircle.circle smallcircle.circle.fill smallcircle.filled.circle smallcircle.filled.circle.fill smartphone smoke
        smoke.circle smoke.circle.fill smoke.fill snowboard snowboard.fill snowflake snowflake.circle snowflake.circle.fill
        snowflake.road.lane snowflake.road.lane.dashed snowflake.slash soccerball soccerball.circle soccerball.circle.fill
        soccerball.circle.fill.inverse soccerball.circle.inverse soccerball.inverse sofa sofa.fill sos sos.circle
        sos.circle.fill space sparkle sparkle.magnifyingglass sparkles sparkles.rectangle.stack sparkles.rectangle.stack.fill
        sparkles.square.filled.on.square sparkles.tv sparkles.tv.fill speaker speaker.badge.exclamationmark
        speaker.badge.exclamationmark.fill speaker.circle speaker.circle.fill speaker.fill speaker.minus speaker.minus.fill
        speaker.plus speaker.plus.fill speaker.slash speaker.slash.circle speaker.slash.circle.fill speaker.slash.fill
        speaker.square speaker.square.fill speaker.wave.1 speaker.wave.1.fill speaker.wave.2 speaker.wave.2.bubble
        speaker.wave.2.bubble.fill speaker.wave.2.circle speaker.wave.2.circle.fill speaker.wave.2.fill speaker.wave.3
        speaker.wave.3.fill speaker.zzz speaker.zzz.fill spigot spigot.fill sportscourt sportscourt.circle
        sportscourt.circle.fill sportscourt.fill sprinkler sprinkler.and.droplets sprinkler.and.droplets.fill sprinkler.fill
        square square.2.layers.3d square.2.layers.3d.bottom.filled square.2.layers.3d.fill square.2.layers.3d.top.filled
        square.3.layers.3d square.3.layers.3d.bottom.filled square.3.layers.3d.down.backward square.3.layers.3d.down.forward
        square.3.layers.3d.down.left square.3.layers.3d.down.left.slash square.3.layers.3d.down.right
        square.3.layers.3d.down.right.slash square.3.layers.3d.middle.filled square.3.layers.3d.slash
        square.3.layers.3d.top.filled square.and.arrow.down square.and.arrow.down.fill square.and.arrow.down.on.square
        square.and.arrow.down.on.square.fill square.and.arrow.up square.and.arrow.up.badge.clock
        square.and.arrow.up.badge.clock.fill square.and.arrow.up.circle square.and.arrow.up.circle.fill
        square.and.arrow.up.fill square.and.arrow.up.on.square square.and.arrow.up.on.square.fill
        square.and.arrow.up.trianglebadge.exclamationmark square.and.at.rectangle square.and.at.rectangle.fill
        square.and.line.vertical.and.square square.and.line.vertical.and.square.filled square.and.pencil
        square.and.pencil.circle square.and.pencil.circle.fill square.arrowtriangle.4.outward square.badge.plus
        square.badge.plus.fill square.bottomhalf.filled square.bottomthird.inset.filled square.circle square.circle.fill
        square.dashed square.dashed.inset.filled square.dotted square.fill square.fill.and.line.vertical.and.square.fill
        square.fill.on.circle.fill square.fill.on.square.fill square.fill.text.grid.1x2
        square.filled.and.line.vertical.and.square square.filled.on.square square.grid.2x2 square.grid.2x2.fill
        square.grid.3x1.below.line.grid.1x2 square.grid.3x1.below.line.grid.1x2.fill square.grid.3x1.folder.badge.plus
        square.grid.3x1.folder.fill.badge.plus square.grid.3x2 square.grid.3x2.fill square.grid.3x3
        square.grid.3x3.bottomleft.filled square.grid.3x3.bottommiddle.filled square.grid.3x3.bottomright.filled
        square.grid.3x3.fill square.grid.3x3.middle.filled square.grid.3x3.middleleft.filled
        square.grid.3x3.middleright.filled square.grid.3x3.square square.grid.3x3.topleft.filled
        square.grid.3x3.topmiddle.filled square.grid.3x3.topright.filled square.grid.4x3.fill square.inset.filled
        square.leadingthird.inset.filled square.lefthalf.filled square.leftthird.inset.filled square.on.circle
        square.on.square square.on.square.badge.person.crop square.on.square.badge.person.crop.fill square.on.square.dashed
        square.on.square.intersection.dashed square.on.square.squareshape.controlhandles square.resize square.resize.down
        square.resize.up square.righthalf.filled square.rightthird.inset.filled square.slash square.slash.fill
        square.split.1x2 square.split.1x2.fill square.split.2x1 square.split.2x1.fill square.split.2x2 square.split.2x2.fill
        square.split.bottomrightquarter square.split.bottomrightquarter.fill square.split.diagonal square.split.diagonal.2x2
        square.split.diagonal.2x2.fill square.split.diagonal.fill square.stack square.stack.3d.down.forward
        square.stack.3d.down.forward.fill square.stack.3d.down.right square.stack.3d.down.right.fill
        square.stack.3d.forward.dottedline square.stack.3d.forward.dottedline.fill square.stack.3d.up
        square.stack.3d.up.badge.automatic square.stack.3d.up.badge.automatic.fill square.stack.3d.up.fill
        square.stack.3d.up.slash square.stack.3d.up.slash.fill square.stack.3d.up.trianglebadge.exclamationmark
        square.stack.3d.up.trianglebadge.exclamationmark.fill square.stack.fill square.text.square square.text.square.fill
        square.tophalf.filled square.topthird.inset.filled square.trailingthird.inset.filled squares.below.rectangle
        squares.leading.rectangle squares.leading.rectangle.fill squareshape
        squareshape.controlhandles.on.squareshape.controlhandles squareshape.dotted.split.2x2 squareshape.dotted.squareshape
        squareshape.fill squareshape.split.2x2 squareshape.split.2x2.dotted squareshape.split.3x3
        squareshape.squareshape.dotted stairs star star.bubble star.bubble.fill star.circle star.circle.fill star.fill
        star.leadinghalf.filled star.slash star.slash.fill star.square star.square.fill star.square.on.square
        star.square.on.square.fill staroflife staroflife.circle staroflife.circle.fill staroflife.fill staroflife.shield
        staroflife.shield.fill steeringwheel steeringwheel.and.heat.waves steeringwheel.and.key steeringwheel.and.liquid.wave
        steeringwheel.and.lock steeringwheel.arrowtriangle.left steeringwheel.arrowtriangle.right
        steeringwheel.badge.exclamationmark steeringwheel.circle steeringwheel.circle.fill steeringwheel.exclamationmark
        steeringwheel.road.lane steeringwheel.road.lane.dashed steeringwheel.slash sterlingsign sterlingsign.arrow.circlepath
        sterlingsign.circle sterlingsign.circle.fill sterlingsign.square sterlingsign.square.fill stethoscope
        stethoscope.circle stethoscope.circle.fill stop stop.circle stop.circle.fill stop.fill stopwatch stopwatch.fill
        storefront storefront.circle storefront.circle.fill storefront.fill stove stove.fill strikethrough stroller
        stroller.fill studentdesk suit.club suit.club.fill suit.diamond suit.diamond.fill suit.heart suit.heart.fill
        suit.spade suit.spade.fill suitcase suitcase.cart suitcase.cart.fill suitcase.fill suitcase.rolling
        suitcase.rolling.fill sum sun.dust sun.dust.circle sun.dust.circle.fill sun.dust.fill sun.haze sun.haze.circle
        sun.haze.circle.fill sun.haze.fill sun.horizon sun.horizon.circle sun.horizon.circle.fill sun.horizon.fill sun.max
        sun.max.circle sun.max.circle.fill sun.max.fill sun.max.trianglebadge.exclamationmark
        sun.max.trianglebadge.exclamationmark.fill sun.min sun.min.fill sun.rain sun.rain.circle sun.rain.circle.fill
        sun.rain.fill sun.snow sun.snow.circle sun.snow.circle.fill sun.snow.fill sunglasses sunglasses.fill sunrise
        sunrise.circle sunrise.circle.fill sunrise.fill sunset sunset.circle sunset.circle.fill sunset.fill surfboard
        surfboard.fill suv.side suv.side.air.circulate suv.side.air.circulate.fill suv.side.air.fresh suv.side.air.fresh.fill
        suv.side.and.exclamationmark suv.side.and.exclamationmark.fill suv.side.arrowtriangle.down
        suv.side.arrowtriangle.down.fill suv.side.arrowtriangle.up suv.side.arrowtriangle.up.arrowtriangle.down
        suv.side.arrowtriangle.up.arrowtriangle.down.fill suv.side.arrowtriangle.up.fill suv.side.fill suv.side.front.open
        suv.side.front.open.fill suv.side.hill.down suv.side.hill.down.fill suv.side.hill.up suv.side.hill.up.fill
        suv.side.lock suv.side.lock.fill suv.side.lock.open suv.side.lock.open.fill suv.side.rear.open suv.side.rear.open.fill
        swatchpalette swatchpalette.fill swedishkronasign swedishkronasign.arrow.circlepath swedishkronasign.circle
        swedishkronasign.circle.fill swedishkronasign.square swedishkronasign.square.fill swift swiftdata
        swirl.circle.righthalf.filled swirl.circle.righthalf.filled.inverse switch.2 switch.programmable
        switch.programmable.fill switch.programmable.square switch.programmable.square.fill syringe syringe.fill t.circle
        t.circle.fill t.square t.square.fill table.furniture table.furniture.fill tablecells tablecells.badge.ellipsis
        tablecells.fill tablecells.fill.badge.ellipsis tag tag.circle tag.circle.fill tag.fill tag.slash tag.slash.fill
        tag.square tag.square.fill taillight.fog taillight.fog.fill takeoutbag.and.cup.and.straw
        takeoutbag.and.cup.and.straw.fill target teddybear teddybear.fill teletype teletype.answer teletype.answer.circle
        teletype.answer.circle.fill teletype.circle teletype.circle.fill tengesign tengesign.arrow.circlepath tengesign.circle
        tengesign.circle.fill tengesign.square tengesign.square.fill tennis.racket tennis.racket.circle
        tennis.racket.circle.fill tennisball tennisball.circle tennisball.circle.fill tennisball.fill tent tent.2
        tent.2.circle tent.2.circle.fill tent.2.fill tent.circle tent.circle.fill tent.fill testtube.2 text.aligncenter
        text.alignleft text.alignright text.and.command.macwindow text.append text.badge.checkmark text.badge.minus
        text.badge.plus text.badge.star text.badge.xmark text.below.photo text.below.photo.fill text.book.closed
        text.book.closed.fill text.bubble text.bubble.fill text.insert text.justify text.justify.leading text.justify.left
        text.justify.right text.justify.trailing text.line.first.and.arrowtriangle.forward
        text.line.last.and.arrowtriangle.forward text.magnifyingglass text.quote text.redaction text.viewfinder
        text.word.spacing textformat textformat.12 textformat.123 textformat.abc textformat.abc.dottedunderline textformat.alt
        textformat.size textformat.size.larger textformat.size.smaller textformat.subscript textformat.superscript
        theatermask.and.paintbrush theatermask.and.paintbrush.fill theatermasks theatermasks.circle theatermasks.circle.fill
        theatermasks.fill thermometer.and.liquid.waves thermometer.brakesignal thermometer.high thermometer.low
        thermometer.medium thermometer.medium.slash thermometer.snowflake thermometer.snowflake.circle
        thermometer.snowflake.circle.fill thermometer.sun thermometer.sun.circle thermometer.sun.circle.fill
        thermometer.sun.fill thermometer.transmission thermometer.variable.and.figure thermometer.variable.and.figure.circle
        thermometer.variable.and.figure.circle.fill ticket ticket.fill timelapse timeline.selection timer timer.circle
        timer.circle.fill timer.square tirepressure togglepower toilet toilet.circle toilet.circle.fill toilet.fill tornado
        tornado.circle tornado.circle.fill tortoise tortoise.circle tortoise.circle.fill tortoise.fill torus touchid
        traction.control.tirepressure traction.control.tirepressure.exclamationmark traction.control.tirepressure.slash
        train.side.front.car train.side.middle.car train.side.rear.car tram tram.circle tram.circle.fill tram.fill
        tram.fill.tunnel transmission trapezoid.and.line.horizontal trapezoid.and.line.horizontal.fill
        trapezoid.and.line.vertical trapezoid.and.line.vertical.fill trash trash.circle trash.circle.fill trash.fill
        trash.slash trash.slash.circle trash.slash.circle.fill trash.slash.fill trash.slash.square trash.slash.square.fill
        trash.square trash.square.fill tray tray.2 tray.2.fill tray.and.arrow.down tray.and.arrow.down.fill tray.and.arrow.up
        tray.and.arrow.up.fill tray.circle tray.circle.fill tray.fill tray.full tray.full.fill tree tree.circle
        tree.circle.fill tree.fill triangle triangle.bottomhalf.filled triangle.circle triangle.circle.fill triangle.fill
        triangle.inset.filled triangle.lefthalf.filled triangle.righthalf.filled triangle.tophalf.filled triangleshape
        triangleshape.fill trophy trophy.circle trophy.circle.fill trophy.fill tropicalstorm tropicalstorm.circle
        tropicalstorm.circle.fill truck.box truck.box.badge.clock truck.box.badge.clock.fill truck.box.fill truck.pickup.side
        truck.pickup.side.air.circulate truck.pickup.side.air.circulate.fill truck.pickup.side.air.fresh
        truck.pickup.side.air.fresh.fill truck.pickup.side.and.exclamationmark truck.pickup.side.and.exclamationmark.fill
        truck.pickup.side.arrowtriangle.down truck.pickup.side.arrowtriangle.down.fill truck.pickup.side.arrowtriangle.up
        truck.pickup.side.arrowtriangle.up.arrowtriangle.down truck.pickup.side.arrowtriangle.up.arrowtriangle.down.fill
        truck.pickup.side.arrowtriangle.up.fill truck.pickup.side.fill truck.pickup.side.front.open
        truck.pickup.side.front.open.fill truck.pickup.side.hill.down truck.pickup.side.hill.down.fill
        truck.pickup.side.hill.up truck.pickup.side.hill.up.fill truck.pickup.side.lock truck.pickup.side.lock.fill
        truck.pickup.side.lock.open truck.pickup.side.lock.open.fill tshirt tshirt.circle tshirt.circle.fill tshirt.fill
        tugriksign tugriksign.arrow.circlepath tugriksign.circle tugriksign.circle.fill tugriksign.square
        tugriksign.square.fill tuningfork turkishlirasign turkishlirasign.arrow.circlepath turkishlirasign.circle
        turkishlirasign.circle.fill turkishlirasign.square turkishlirasign.square.fill tv tv.and.hifispeaker.fill
        tv.and.mediabox tv.and.mediabox.fill tv.badge.wifi tv.badge.wifi.fill tv.circle tv.circle.fill tv.fill tv.inset.filled
        tv.slash tv.slash.fill u.circle u.circle.fill u.square u.square.fill uiwindow.split.2x1 umbrella umbrella.fill
        umbrella.percent umbrella.percent.fill underline v.circle v.circle.fill v.square v.square.fill vial.viewfinder video
        video.badge.checkmark video.badge.ellipsis video.badge.plus video.badge.waveform video.badge.waveform.fill
        video.bubble video.bubble.fill video.circle video.circle.fill video.doorbell video.doorbell.fill video.fill
        video.fill.badge.checkmark video.fill.badge.ellipsis video.fill.badge.plus video.slash video.slash.circle
        video.slash.circle.fill video.slash.fill video.square video.square.fill videoprojector videoprojector.fill view.2d
        view.3d viewfinder viewfinder.circle viewfinder.circle.fill viewfinder.rectangular
        viewfinder.trianglebadge.exclamationmark visionpro visionpro.and.arrow.forward visionpro.and.arrow.forward.fill
        visionpro.badge.exclamationmark visionpro.badge.exclamationmark.fill visionpro.badge.play visionpro.badge.play.fill
        visionpro.circle visionpro.circle.fill visionpro.fill visionpro.slash visionpro.slash.circle
        visionpro.slash.circle.fill visionpro.slash.fill voiceover volleyball volleyball.circle volleyball.circle.fill
        volleyball.fill w.circle w.circle.fill w.square w.square.fill wake wake.circle wake.circle.fill wallet.pass
        wallet.pass.fill wand.and.rays wand.and.rays.inverse wand.and.stars wand.and.stars.inverse warninglight
        warninglight.fill washer washer.circle washer.circle.fill washer.fill watch.analog watchface.applewatch.case
        water.waves water.waves.and.arrow.down water.waves.and.arrow.down.trianglebadge.exclamationmark
        water.waves.and.arrow.up water.waves.slash waterbottle waterbottle.fill wave.3.backward wave.3.backward.circle
        wave.3.backward.circle.fill wave.3.forward wave.3.forward.circle wave.3.forward.circle.fill wave.3.left
        wave.3.left.circle wave.3.left.circle.fill wave.3.right wave.3.right.circle wave.3.right.circle.fill waveform
        waveform.and.person.filled waveform.badge.exclamationmark waveform.badge.magnifyingglass waveform.badge.mic
        waveform.badge.minus waveform.badge.plus waveform.circle waveform.circle.fill waveform.path waveform.path.badge.minus
        waveform.path.badge.plus waveform.path.ecg waveform.path.ecg.rectangle waveform.path.ecg.rectangle.fill waveform.slash
        web.camera web.camera.fill wifi wifi.circle wifi.circle.fill wifi.exclamationmark wifi.exclamationmark.circle
        wifi.exclamationmark.circle.fill wifi.router wifi.router.fill wifi.slash wifi.square wifi.square.fill wind wind.circle
        wind.circle.fill wind.snow wind.snow.circle wind.snow.circle.fill window.awning window.awning.closed window.casement
        window.casement.closed window.ceiling window.ceiling.closed window.horizontal window.horizontal.closed
        window.shade.closed window.shade.open window.vertical.closed window.vertical.open windshield.front.and.fluid.and.spray
        windshield.front.and.heat.waves windshield.front.and.spray windshield.front.and.wiper
        windshield.front.and.wiper.and.drop windshield.front.and.wiper.and.spray windshield.front.and.wiper.exclamationmark
        windshield.front.and.wiper.intermittent windshield.rear.and.fluid.and.spray windshield.rear.and.heat.waves
        windshield.rear.and.spray windshield.rear.and.wiper windshield.rear.and.wiper.and.drop
        windshield.rear.and.wiper.and.spray windshield.rear.and.wiper.exclamationmark windshield.rear.and.wiper.intermittent
        wineglass wineglass.fill wonsign wonsign.arrow.circlepath wonsign.circle wonsign.circle.fill wonsign.square
        wonsign.square.fill wrench.adjustable wrench.adjustable.fill wrench.and.screwdriver wrench.and.screwdriver.fill
        wrongwaysign wrongwaysign.fill x.circle x.circle.fill x.square x.square.fill x.squareroot xbox.logo xmark xmark.app
        xmark.app.fill xmark.bin xmark.bin.circle xmark.bin.circle.fill xmark.bin.fill xmark.circle xmark.circle.fill
        xmark.diamond xmark.diamond.fill xmark.icloud xmark.icloud.fill xmark.octagon xmark.octagon.fill xmark.rectangle
        xmark.rectangle.fill xmark.rectangle.portrait xmark.rectangle.portrait.fill xmark.seal xmark.seal.fill xmark.shield
        xmark.shield.fill xmark.square xmark.square.fill xserve xserve.raid y.circle y.circle.fill y.square y.square.fill
        yensign yensign.arrow.circlepath yensign.circle yensign.circle.fill yensign.square yensign.square.fill yieldsign
        yieldsign.fill z.circle z.circle.fill z.square z.square.fill zl.button.roundedtop.horizontal
        zl.button.roundedtop.horizontal.fill zr.button.roundedtop.horizontal zr.button.roundedtop.horizontal.fill zzz
        """
}
