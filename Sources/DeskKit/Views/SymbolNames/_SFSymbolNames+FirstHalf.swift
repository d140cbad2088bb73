// Written by scripts/update-sf-symbol-names from the SF Symbols app's name lists; do not edit by hand.

extension _SFSymbolNames {
    /// SF Symbols names, space-separated (2680 of 5359).
    static let firstHalf = """
        0.circle 0.circle.fill 0.square 0.square.fill 00.circle 00.circle.fill 00.square 00.square.fill 01.circle
        01.circle.fill 01.square 01.square.fill 02.circle 02.circle.fill 02.square 02.square.fill 03.circle 03.circle.fill
        03.square 03.square.fill 04.circle 04.circle.fill 04.square 04.square.fill 05.circle 05.circle.fill 05.square
        05.square.fill 06.circle 06.circle.fill 06.square 06.square.fill 07.circle 07.circle.fill 07.square 07.square.fill
        08.circle 08.circle.fill 08.square 08.square.fill 09.circle 09.circle.fill 09.square 09.square.fill 1.brakesignal
        1.circle 1.circle.fill 1.lane 1.magnifyingglass 1.square 1.square.fill 10.circle 10.circle.fill 10.lane 10.square
        10.square.fill 11.circle 11.circle.fill 11.lane 11.square 11.square.fill 12.circle 12.circle.fill 12.lane 12.square
        12.square.fill 123.rectangle 123.rectangle.fill 13.circle 13.circle.fill 13.square 13.square.fill 14.circle
        14.circle.fill 14.square 14.square.fill 15.circle 15.circle.fill 15.square 15.square.fill 16.circle 16.circle.fill
        16.square 16.square.fill 17.circle 17.circle.fill 17.square 17.square.fill 18.circle 18.circle.fill 18.square
        18.square.fill 19.circle 19.circle.fill 19.square 19.square.fill 2.brakesignal 2.circle 2.circle.fill 2.lane 2.square
        2.square.fill 20.circle 20.circle.fill 20.square 20.square.fill 21.circle 21.circle.fill 21.square 21.square.fill
        22.circle 22.circle.fill 22.square 22.square.fill 23.circle 23.circle.fill 23.square 23.square.fill 24.circle
        24.circle.fill 24.square 24.square.fill 25.circle 25.circle.fill 25.square 25.square.fill 26.circle 26.circle.fill
        26.square 26.square.fill 27.circle 27.circle.fill 27.square 27.square.fill 28.circle 28.circle.fill 28.square
        28.square.fill 29.circle 29.circle.fill 29.square 29.square.fill 2h 2h.circle 2h.circle.fill 3.circle 3.circle.fill
        3.lane 3.square 3.square.fill 30.circle 30.circle.fill 30.square 30.square.fill 31.circle 31.circle.fill 31.square
        31.square.fill 32.circle 32.circle.fill 32.square 32.square.fill 33.circle 33.circle.fill 33.square 33.square.fill
        34.circle 34.circle.fill 34.square 34.square.fill 35.circle 35.circle.fill 35.square 35.square.fill 36.circle
        36.circle.fill 36.square 36.square.fill 37.circle 37.circle.fill 37.square 37.square.fill 38.circle 38.circle.fill
        38.square 38.square.fill 39.circle 39.circle.fill 39.square 39.square.fill 4.alt.circle 4.alt.circle.fill 4.alt.square
        4.alt.square.fill 4.circle 4.circle.fill 4.lane 4.square 4.square.fill 40.circle 40.circle.fill 40.square
        40.square.fill 41.circle 41.circle.fill 41.square 41.square.fill 42.circle 42.circle.fill 42.square 42.square.fill
        43.circle 43.circle.fill 43.square 43.square.fill 44.circle 44.circle.fill 44.square 44.square.fill 45.circle
        45.circle.fill 45.square 45.square.fill 46.circle 46.circle.fill 46.square 46.square.fill 47.circle 47.circle.fill
        47.square 47.square.fill 48.circle 48.circle.fill 48.square 48.square.fill 49.circle 49.circle.fill 49.square
        49.square.fill 4a 4a.circle 4a.circle.fill 4h 4h.circle 4h.circle.fill 4k.tv 4k.tv.fill 4l 4l.circle 4l.circle.fill
        5.circle 5.circle.fill 5.lane 5.square 5.square.fill 50.circle 50.circle.fill 50.square 50.square.fill 6.alt.circle
        6.alt.circle.fill 6.alt.square 6.alt.square.fill 6.circle 6.circle.fill 6.lane 6.square 6.square.fill 7.circle
        7.circle.fill 7.lane 7.square 7.square.fill 8.circle 8.circle.fill 8.lane 8.square 8.square.fill 9.alt.circle
        9.alt.circle.fill 9.alt.square 9.alt.square.fill 9.circle 9.circle.fill 9.lane 9.square 9.square.fill a.circle
        a.circle.fill a.square a.square.fill abc abs abs.brakesignal abs.brakesignal.slash abs.circle abs.circle.fill
        accessibility accessibility.badge.arrow.up.right accessibility.fill air.conditioner.horizontal
        air.conditioner.horizontal.fill air.conditioner.vertical air.conditioner.vertical.fill air.purifier air.purifier.fill
        airplane airplane.arrival airplane.circle airplane.circle.fill airplane.departure airplayaudio
        airplayaudio.badge.exclamationmark airplayaudio.circle airplayaudio.circle.fill airplayvideo
        airplayvideo.badge.exclamationmark airplayvideo.circle airplayvideo.circle.fill airpod.gen3.left airpod.gen3.right
        airpod.left airpod.right airpodpro.left airpodpro.right airpods airpods.chargingcase airpods.chargingcase.fill
        airpods.chargingcase.wireless airpods.chargingcase.wireless.fill airpods.gen3 airpods.gen3.chargingcase.wireless
        airpods.gen3.chargingcase.wireless.fill airpodsmax airpodspro airpodspro.chargingcase.wireless
        airpodspro.chargingcase.wireless.fill airpodspro.chargingcase.wireless.radiowaves.left.and.right
        airpodspro.chargingcase.wireless.radiowaves.left.and.right.fill airport.express airport.extreme airport.extreme.tower
        airtag airtag.fill airtag.radiowaves.forward airtag.radiowaves.forward.fill alarm alarm.fill
        alarm.waves.left.and.right alarm.waves.left.and.right.fill align.horizontal.center align.horizontal.center.fill
        align.horizontal.left align.horizontal.left.fill align.horizontal.right align.horizontal.right.fill
        align.vertical.bottom align.vertical.bottom.fill align.vertical.center align.vertical.center.fill align.vertical.top
        align.vertical.top.fill allergens allergens.fill alt alternatingcurrent amplifier angle ant ant.circle ant.circle.fill
        ant.fill antenna.radiowaves.left.and.right antenna.radiowaves.left.and.right.circle
        antenna.radiowaves.left.and.right.circle.fill antenna.radiowaves.left.and.right.slash app app.badge
        app.badge.checkmark app.badge.checkmark.fill app.badge.fill app.connected.to.app.below.fill app.dashed app.fill
        app.gift app.gift.fill appclip apple.logo apple.terminal apple.terminal.fill apple.terminal.on.rectangle
        apple.terminal.on.rectangle.fill applepencil applepencil.adapter.usb.c applepencil.adapter.usb.c.fill
        applepencil.and.scribble applepencil.gen1 applepencil.gen2 applepencil.tip applescript applescript.fill appletv
        appletv.fill appletvremote.gen1 appletvremote.gen1.fill appletvremote.gen2 appletvremote.gen2.fill appletvremote.gen3
        appletvremote.gen3.fill appletvremote.gen4 appletvremote.gen4.fill applewatch applewatch.and.arrow.forward
        applewatch.case.inset.filled applewatch.radiowaves.left.and.right applewatch.side.right applewatch.slash
        applewatch.watchface apps.ipad apps.ipad.landscape apps.iphone apps.iphone.badge.plus apps.iphone.landscape
        appwindow.swipe.rectangle aqi.high aqi.low aqi.medium arcade.stick arcade.stick.and.arrow.down
        arcade.stick.and.arrow.left arcade.stick.and.arrow.left.and.arrow.right arcade.stick.and.arrow.right
        arcade.stick.and.arrow.up arcade.stick.and.arrow.up.and.arrow.down arcade.stick.console arcade.stick.console.fill
        archivebox archivebox.circle archivebox.circle.fill archivebox.fill arkit arkit.badge.xmark arrow.2.squarepath
        arrow.3.trianglepath arrow.backward arrow.backward.circle arrow.backward.circle.fill arrow.backward.square
        arrow.backward.square.fill arrow.backward.to.line arrow.backward.to.line.circle arrow.backward.to.line.circle.fill
        arrow.backward.to.line.square arrow.backward.to.line.square.fill arrow.circlepath arrow.clockwise
        arrow.clockwise.circle arrow.clockwise.circle.fill arrow.clockwise.heart arrow.clockwise.heart.fill
        arrow.clockwise.icloud arrow.clockwise.icloud.fill arrow.clockwise.square arrow.clockwise.square.fill
        arrow.counterclockwise arrow.counterclockwise.circle arrow.counterclockwise.circle.fill arrow.counterclockwise.icloud
        arrow.counterclockwise.icloud.fill arrow.counterclockwise.square arrow.counterclockwise.square.fill arrow.down
        arrow.down.and.line.horizontal.and.arrow.up arrow.down.app arrow.down.app.fill arrow.down.applewatch
        arrow.down.backward arrow.down.backward.and.arrow.up.forward arrow.down.backward.and.arrow.up.forward.circle
        arrow.down.backward.and.arrow.up.forward.circle.fill arrow.down.backward.and.arrow.up.forward.square
        arrow.down.backward.and.arrow.up.forward.square.fill arrow.down.backward.circle arrow.down.backward.circle.fill
        arrow.down.backward.square arrow.down.backward.square.fill arrow.down.backward.toptrailing.rectangle
        arrow.down.backward.toptrailing.rectangle.fill arrow.down.circle arrow.down.circle.dotted arrow.down.circle.fill
        arrow.down.doc arrow.down.doc.fill arrow.down.forward arrow.down.forward.and.arrow.up.backward
        arrow.down.forward.and.arrow.up.backward.circle arrow.down.forward.and.arrow.up.backward.circle.fill
        arrow.down.forward.and.arrow.up.backward.square arrow.down.forward.and.arrow.up.backward.square.fill
        arrow.down.forward.circle arrow.down.forward.circle.fill arrow.down.forward.square arrow.down.forward.square.fill
        arrow.down.forward.topleading.rectangle arrow.down.forward.topleading.rectangle.fill arrow.down.heart
        arrow.down.heart.fill arrow.down.left arrow.down.left.and.arrow.up.right arrow.down.left.and.arrow.up.right.circle
        arrow.down.left.and.arrow.up.right.circle.fill arrow.down.left.and.arrow.up.right.square
        arrow.down.left.and.arrow.up.right.square.fill arrow.down.left.arrow.up.right arrow.down.left.arrow.up.right.circle
        arrow.down.left.arrow.up.right.circle.fill arrow.down.left.arrow.up.right.square
        arrow.down.left.arrow.up.right.square.fill arrow.down.left.circle arrow.down.left.circle.fill arrow.down.left.square
        arrow.down.left.square.fill arrow.down.left.topright.rectangle arrow.down.left.topright.rectangle.fill
        arrow.down.left.video arrow.down.left.video.fill arrow.down.message arrow.down.message.fill arrow.down.right
        arrow.down.right.and.arrow.up.left arrow.down.right.and.arrow.up.left.circle
        arrow.down.right.and.arrow.up.left.circle.fill arrow.down.right.and.arrow.up.left.square
        arrow.down.right.and.arrow.up.left.square.fill arrow.down.right.circle arrow.down.right.circle.fill
        arrow.down.right.square arrow.down.right.square.fill arrow.down.right.topleft.rectangle
        arrow.down.right.topleft.rectangle.fill arrow.down.square arrow.down.square.fill arrow.down.to.line
        arrow.down.to.line.circle arrow.down.to.line.circle.fill arrow.down.to.line.compact arrow.down.to.line.square
        arrow.down.to.line.square.fill arrow.forward arrow.forward.circle arrow.forward.circle.fill arrow.forward.square
        arrow.forward.square.fill arrow.forward.to.line arrow.forward.to.line.circle arrow.forward.to.line.circle.fill
        arrow.forward.to.line.square arrow.forward.to.line.square.fill arrow.left arrow.left.and.line.vertical.and.arrow.right
        arrow.left.and.right arrow.left.and.right.circle arrow.left.and.right.circle.fill
        arrow.left.and.right.righttriangle.left.righttriangle.right
        arrow.left.and.right.righttriangle.left.righttriangle.right.fill arrow.left.and.right.square
        arrow.left.and.right.square.fill arrow.left.and.right.text.vertical arrow.left.arrow.right
        arrow.left.arrow.right.circle arrow.left.arrow.right.circle.fill arrow.left.arrow.right.square
        arrow.left.arrow.right.square.fill arrow.left.circle arrow.left.circle.fill arrow.left.square arrow.left.square.fill
        arrow.left.to.line arrow.left.to.line.circle arrow.left.to.line.circle.fill arrow.left.to.line.compact
        arrow.left.to.line.square arrow.left.to.line.square.fill arrow.rectanglepath arrow.right
        arrow.right.and.line.vertical.and.arrow.left arrow.right.circle arrow.right.circle.fill arrow.right.doc.on.clipboard
        arrow.right.square arrow.right.square.fill arrow.right.to.line arrow.right.to.line.circle
        arrow.right.to.line.circle.fill arrow.right.to.line.compact arrow.right.to.line.square arrow.right.to.line.square.fill
        arrow.triangle.2.circlepath arrow.triangle.2.circlepath.camera arrow.triangle.2.circlepath.camera.fill
        arrow.triangle.2.circlepath.circle arrow.triangle.2.circlepath.circle.fill
        arrow.triangle.2.circlepath.doc.on.clipboard arrow.triangle.2.circlepath.icloud
        arrow.triangle.2.circlepath.icloud.fill arrow.triangle.branch arrow.triangle.capsulepath arrow.triangle.merge
        arrow.triangle.pull arrow.triangle.swap arrow.triangle.turn.up.right.circle arrow.triangle.turn.up.right.circle.fill
        arrow.triangle.turn.up.right.diamond arrow.triangle.turn.up.right.diamond.fill arrow.turn.down.left
        arrow.turn.down.right arrow.turn.left.down arrow.turn.left.up arrow.turn.right.down arrow.turn.right.up
        arrow.turn.up.forward.iphone arrow.turn.up.forward.iphone.fill arrow.turn.up.left arrow.turn.up.right arrow.up
        arrow.up.and.down arrow.up.and.down.and.arrow.left.and.right arrow.up.and.down.and.sparkles arrow.up.and.down.circle
        arrow.up.and.down.circle.fill arrow.up.and.down.righttriangle.up.righttriangle.down
        arrow.up.and.down.righttriangle.up.righttriangle.down.fill arrow.up.and.down.square arrow.up.and.down.square.fill
        arrow.up.and.down.text.horizontal arrow.up.and.line.horizontal.and.arrow.down arrow.up.and.person.rectangle.portrait
        arrow.up.and.person.rectangle.turn.left arrow.up.and.person.rectangle.turn.right arrow.up.arrow.down
        arrow.up.arrow.down.circle arrow.up.arrow.down.circle.fill arrow.up.arrow.down.square arrow.up.arrow.down.square.fill
        arrow.up.backward arrow.up.backward.and.arrow.down.forward arrow.up.backward.and.arrow.down.forward.circle
        arrow.up.backward.and.arrow.down.forward.circle.fill arrow.up.backward.and.arrow.down.forward.square
        arrow.up.backward.and.arrow.down.forward.square.fill arrow.up.backward.bottomtrailing.rectangle
        arrow.up.backward.bottomtrailing.rectangle.fill arrow.up.backward.circle arrow.up.backward.circle.fill
        arrow.up.backward.square arrow.up.backward.square.fill arrow.up.bin arrow.up.bin.fill arrow.up.circle
        arrow.up.circle.badge.clock arrow.up.circle.fill arrow.up.doc arrow.up.doc.fill arrow.up.doc.on.clipboard
        arrow.up.forward arrow.up.forward.and.arrow.down.backward arrow.up.forward.and.arrow.down.backward.circle
        arrow.up.forward.and.arrow.down.backward.circle.fill arrow.up.forward.and.arrow.down.backward.square
        arrow.up.forward.and.arrow.down.backward.square.fill arrow.up.forward.app arrow.up.forward.app.fill
        arrow.up.forward.bottomleading.rectangle arrow.up.forward.bottomleading.rectangle.fill arrow.up.forward.circle
        arrow.up.forward.circle.fill arrow.up.forward.square arrow.up.forward.square.fill arrow.up.heart arrow.up.heart.fill
        arrow.up.left arrow.up.left.and.arrow.down.right arrow.up.left.and.arrow.down.right.circle
        arrow.up.left.and.arrow.down.right.circle.fill arrow.up.left.and.arrow.down.right.square
        arrow.up.left.and.arrow.down.right.square.fill arrow.up.left.and.down.right.and.arrow.up.right.and.down.left
        arrow.up.left.and.down.right.magnifyingglass arrow.up.left.arrow.down.right arrow.up.left.arrow.down.right.circle
        arrow.up.left.arrow.down.right.circle.fill arrow.up.left.arrow.down.right.square
        arrow.up.left.arrow.down.right.square.fill arrow.up.left.bottomright.rectangle
        arrow.up.left.bottomright.rectangle.fill arrow.up.left.circle arrow.up.left.circle.fill arrow.up.left.square
        arrow.up.left.square.fill arrow.up.message arrow.up.message.fill arrow.up.right arrow.up.right.and.arrow.down.left
        arrow.up.right.and.arrow.down.left.circle arrow.up.right.and.arrow.down.left.circle.fill
        arrow.up.right.and.arrow.down.left.rectangle arrow.up.right.and.arrow.down.left.rectangle.fill
        arrow.up.right.and.arrow.down.left.square arrow.up.right.and.arrow.down.left.square.fill
        arrow.up.right.bottomleft.rectangle arrow.up.right.bottomleft.rectangle.fill arrow.up.right.circle
        arrow.up.right.circle.fill arrow.up.right.square arrow.up.right.square.fill arrow.up.right.video
        arrow.up.right.video.fill arrow.up.square arrow.up.square.fill arrow.up.to.line arrow.up.to.line.circle
        arrow.up.to.line.circle.fill arrow.up.to.line.compact arrow.up.to.line.square arrow.up.to.line.square.fill
        arrow.up.trash arrow.up.trash.fill arrow.uturn.backward arrow.uturn.backward.circle
        arrow.uturn.backward.circle.badge.ellipsis arrow.uturn.backward.circle.fill arrow.uturn.backward.square
        arrow.uturn.backward.square.fill arrow.uturn.down arrow.uturn.down.circle arrow.uturn.down.circle.fill
        arrow.uturn.down.square arrow.uturn.down.square.fill arrow.uturn.forward arrow.uturn.forward.circle
        arrow.uturn.forward.circle.fill arrow.uturn.forward.square arrow.uturn.forward.square.fill arrow.uturn.left
        arrow.uturn.left.circle arrow.uturn.left.circle.badge.ellipsis arrow.uturn.left.circle.fill arrow.uturn.left.square
        arrow.uturn.left.square.fill arrow.uturn.right arrow.uturn.right.circle arrow.uturn.right.circle.fill
        arrow.uturn.right.square arrow.uturn.right.square.fill arrow.uturn.up arrow.uturn.up.circle arrow.uturn.up.circle.fill
        arrow.uturn.up.square arrow.uturn.up.square.fill arrowkeys arrowkeys.down.filled arrowkeys.fill arrowkeys.left.filled
        arrowkeys.right.filled arrowkeys.up.filled arrowshape.backward arrowshape.backward.circle
        arrowshape.backward.circle.fill arrowshape.backward.fill arrowshape.bounce.forward arrowshape.bounce.forward.fill
        arrowshape.bounce.right arrowshape.bounce.right.fill arrowshape.down arrowshape.down.circle
        arrowshape.down.circle.fill arrowshape.down.fill arrowshape.forward arrowshape.forward.circle
        arrowshape.forward.circle.fill arrowshape.forward.fill arrowshape.left arrowshape.left.arrowshape.right
        arrowshape.left.arrowshape.right.fill arrowshape.left.circle arrowshape.left.circle.fill arrowshape.left.fill
        arrowshape.right arrowshape.right.circle arrowshape.right.circle.fill arrowshape.right.fill
        arrowshape.turn.up.backward arrowshape.turn.up.backward.2 arrowshape.turn.up.backward.2.circle
        arrowshape.turn.up.backward.2.circle.fill arrowshape.turn.up.backward.2.fill arrowshape.turn.up.backward.badge.clock
        arrowshape.turn.up.backward.badge.clock.fill arrowshape.turn.up.backward.circle
        arrowshape.turn.up.backward.circle.fill arrowshape.turn.up.backward.fill arrowshape.turn.up.forward
        arrowshape.turn.up.forward.circle arrowshape.turn.up.forward.circle.fill arrowshape.turn.up.forward.fill
        arrowshape.turn.up.left arrowshape.turn.up.left.2 arrowshape.turn.up.left.2.circle
        arrowshape.turn.up.left.2.circle.fill arrowshape.turn.up.left.2.fill arrowshape.turn.up.left.circle
        arrowshape.turn.up.left.circle.fill arrowshape.turn.up.left.fill arrowshape.turn.up.right
        arrowshape.turn.up.right.circle arrowshape.turn.up.right.circle.fill arrowshape.turn.up.right.fill arrowshape.up
        arrowshape.up.circle arrowshape.up.circle.fill arrowshape.up.fill arrowshape.zigzag.forward
        arrowshape.zigzag.forward.fill arrowshape.zigzag.right arrowshape.zigzag.right.fill arrowtriangle.backward
        arrowtriangle.backward.circle arrowtriangle.backward.circle.fill arrowtriangle.backward.fill
        arrowtriangle.backward.square arrowtriangle.backward.square.fill arrowtriangle.down arrowtriangle.down.circle
        arrowtriangle.down.circle.fill arrowtriangle.down.fill arrowtriangle.down.square arrowtriangle.down.square.fill
        arrowtriangle.forward arrowtriangle.forward.circle arrowtriangle.forward.circle.fill arrowtriangle.forward.fill
        arrowtriangle.forward.square arrowtriangle.forward.square.fill arrowtriangle.left
        arrowtriangle.left.and.line.vertical.and.arrowtriangle.right
        arrowtriangle.left.and.line.vertical.and.arrowtriangle.right.fill arrowtriangle.left.circle
        arrowtriangle.left.circle.fill arrowtriangle.left.fill arrowtriangle.left.square arrowtriangle.left.square.fill
        arrowtriangle.right arrowtriangle.right.and.line.vertical.and.arrowtriangle.left
        arrowtriangle.right.and.line.vertical.and.arrowtriangle.left.fill arrowtriangle.right.circle
        arrowtriangle.right.circle.fill arrowtriangle.right.fill arrowtriangle.right.square arrowtriangle.right.square.fill
        arrowtriangle.up arrowtriangle.up.arrowtriangle.down.window.left arrowtriangle.up.arrowtriangle.down.window.right
        arrowtriangle.up.circle arrowtriangle.up.circle.fill arrowtriangle.up.fill arrowtriangle.up.square
        arrowtriangle.up.square.fill aspectratio aspectratio.fill asterisk asterisk.circle asterisk.circle.fill at
        at.badge.minus at.badge.plus at.circle at.circle.fill atom australiandollarsign australiandollarsign.arrow.circlepath
        australiandollarsign.circle australiandollarsign.circle.fill australiandollarsign.square
        australiandollarsign.square.fill australsign australsign.arrow.circlepath australsign.circle australsign.circle.fill
        australsign.square australsign.square.fill automatic.brakesignal automatic.headlight.high.beam
        automatic.headlight.high.beam.fill automatic.headlight.low.beam automatic.headlight.low.beam.fill autostartstop
        autostartstop.slash autostartstop.trianglebadge.exclamationmark av.remote av.remote.fill axle.2
        axle.2.driveshaft.disengaged axle.2.front.and.rear.engaged axle.2.front.disengaged axle.2.front.engaged
        axle.2.rear.disengaged axle.2.rear.engaged axle.2.rear.lock b.circle b.circle.fill b.square b.square.fill backpack
        backpack.circle backpack.circle.fill backpack.fill backward backward.circle backward.circle.fill backward.end
        backward.end.alt backward.end.alt.fill backward.end.circle backward.end.circle.fill backward.end.fill backward.fill
        backward.frame backward.frame.fill badge.plus.radiowaves.forward badge.plus.radiowaves.right bag bag.badge.minus
        bag.badge.plus bag.badge.questionmark bag.circle bag.circle.fill bag.fill bag.fill.badge.minus bag.fill.badge.plus
        bag.fill.badge.questionmark bahtsign bahtsign.arrow.circlepath bahtsign.circle bahtsign.circle.fill bahtsign.square
        bahtsign.square.fill balloon balloon.2 balloon.2.fill balloon.fill bandage bandage.fill banknote banknote.fill barcode
        barcode.viewfinder barometer baseball baseball.circle baseball.circle.fill baseball.diamond.bases baseball.fill basket
        basket.fill basketball basketball.circle basketball.circle.fill basketball.fill bathtub bathtub.fill battery.0percent
        battery.100percent battery.100percent.bolt battery.100percent.circle battery.100percent.circle.fill battery.25percent
        battery.50percent battery.75percent batteryblock batteryblock.fill batteryblock.slash batteryblock.slash.fill
        beach.umbrella beach.umbrella.fill beats.earphones beats.fitpro beats.fitpro.chargingcase
        beats.fitpro.chargingcase.fill beats.fitpro.left beats.fitpro.right beats.headphones beats.powerbeats
        beats.powerbeats.left beats.powerbeats.right beats.powerbeats3 beats.powerbeats3.left beats.powerbeats3.right
        beats.powerbeatspro beats.powerbeatspro.chargingcase beats.powerbeatspro.chargingcase.fill beats.powerbeatspro.left
        beats.powerbeatspro.right beats.studiobud.left beats.studiobud.right beats.studiobuds beats.studiobuds.chargingcase
        beats.studiobuds.chargingcase.fill beats.studiobudsplus beats.studiobudsplus.chargingcase
        beats.studiobudsplus.chargingcase.fill beats.studiobudsplus.left beats.studiobudsplus.right bed.double
        bed.double.circle bed.double.circle.fill bed.double.fill bell bell.and.waves.left.and.right
        bell.and.waves.left.and.right.fill bell.badge bell.badge.circle bell.badge.circle.fill bell.badge.fill
        bell.badge.slash bell.badge.slash.fill bell.badge.waveform bell.badge.waveform.fill bell.circle bell.circle.fill
        bell.fill bell.slash bell.slash.circle bell.slash.circle.fill bell.slash.fill bell.square bell.square.fill bicycle
        bicycle.circle bicycle.circle.fill binoculars binoculars.circle binoculars.circle.fill binoculars.fill bird
        bird.circle bird.circle.fill bird.fill birthday.cake birthday.cake.fill bitcoinsign bitcoinsign.arrow.circlepath
        bitcoinsign.circle bitcoinsign.circle.fill bitcoinsign.square bitcoinsign.square.fill blinds.horizontal.closed
        blinds.horizontal.open blinds.vertical.closed blinds.vertical.open bold bold.italic.underline bold.underline bolt
        bolt.badge.automatic bolt.badge.automatic.fill bolt.badge.checkmark bolt.badge.checkmark.fill bolt.badge.clock
        bolt.badge.clock.fill bolt.badge.xmark bolt.badge.xmark.fill bolt.batteryblock bolt.batteryblock.fill bolt.brakesignal
        bolt.car bolt.car.circle bolt.car.circle.fill bolt.car.fill bolt.circle bolt.circle.fill bolt.fill bolt.heart
        bolt.heart.fill bolt.horizontal bolt.horizontal.circle bolt.horizontal.circle.fill bolt.horizontal.fill
        bolt.horizontal.icloud bolt.horizontal.icloud.fill bolt.ring.closed bolt.shield bolt.shield.fill bolt.slash
        bolt.slash.circle bolt.slash.circle.fill bolt.slash.fill bolt.square bolt.square.fill
        bolt.trianglebadge.exclamationmark bolt.trianglebadge.exclamationmark.fill bonjour book book.and.wrench
        book.and.wrench.fill book.circle book.circle.fill book.closed book.closed.circle book.closed.circle.fill
        book.closed.fill book.fill book.pages book.pages.fill bookmark bookmark.circle bookmark.circle.fill bookmark.fill
        bookmark.slash bookmark.slash.fill bookmark.square bookmark.square.fill books.vertical books.vertical.circle
        books.vertical.circle.fill books.vertical.fill brain brain.fill brain.filled.head.profile brain.head.profile
        brain.head.profile.fill brakesignal brakesignal.dashed brazilianrealsign brazilianrealsign.arrow.circlepath
        brazilianrealsign.circle brazilianrealsign.circle.fill brazilianrealsign.square brazilianrealsign.square.fill
        briefcase briefcase.circle briefcase.circle.fill briefcase.fill bubble bubble.circle bubble.circle.fill bubble.fill
        bubble.left bubble.left.and.bubble.right bubble.left.and.bubble.right.fill
        bubble.left.and.exclamationmark.bubble.right bubble.left.and.exclamationmark.bubble.right.fill
        bubble.left.and.text.bubble.right bubble.left.and.text.bubble.right.fill bubble.left.circle bubble.left.circle.fill
        bubble.left.fill bubble.middle.bottom bubble.middle.bottom.fill bubble.middle.top bubble.middle.top.fill bubble.right
        bubble.right.circle bubble.right.circle.fill bubble.right.fill bubbles.and.sparkles bubbles.and.sparkles.fill building
        building.2 building.2.crop.circle building.2.crop.circle.fill building.2.fill building.columns building.columns.circle
        building.columns.circle.fill building.columns.fill building.fill burn burst burst.fill bus bus.doubledecker
        bus.doubledecker.fill bus.fill button.angledbottom.horizontal.left button.angledbottom.horizontal.left.fill
        button.angledbottom.horizontal.right button.angledbottom.horizontal.right.fill button.angledtop.vertical.left
        button.angledtop.vertical.left.fill button.angledtop.vertical.right button.angledtop.vertical.right.fill
        button.horizontal button.horizontal.fill button.horizontal.top.press button.horizontal.top.press.fill
        button.programmable button.programmable.square button.programmable.square.fill button.roundedbottom.horizontal
        button.roundedbottom.horizontal.fill button.roundedtop.horizontal button.roundedtop.horizontal.fill
        button.vertical.left.press button.vertical.left.press.fill button.vertical.right.press
        button.vertical.right.press.fill c.circle c.circle.fill c.square c.square.fill cabinet cabinet.fill cable.coaxial
        cable.connector cable.connector.horizontal cable.connector.slash cablecar cablecar.fill calendar
        calendar.badge.checkmark calendar.badge.clock calendar.badge.exclamationmark calendar.badge.minus calendar.badge.plus
        calendar.circle calendar.circle.fill calendar.day.timeline.leading calendar.day.timeline.left
        calendar.day.timeline.right calendar.day.timeline.trailing camera camera.aperture camera.badge.clock
        camera.badge.clock.fill camera.badge.ellipsis camera.badge.ellipsis.fill camera.circle camera.circle.fill camera.fill
        camera.filters camera.macro camera.macro.circle camera.macro.circle.fill camera.metering.center.weighted
        camera.metering.center.weighted.average camera.metering.matrix camera.metering.multispot camera.metering.none
        camera.metering.partial camera.metering.spot camera.metering.unknown camera.on.rectangle camera.on.rectangle.fill
        camera.shutter.button camera.shutter.button.fill camera.viewfinder candybarphone capslock capslock.fill capsule
        capsule.bottomhalf.filled capsule.fill capsule.inset.filled capsule.lefthalf.filled capsule.portrait
        capsule.portrait.bottomhalf.filled capsule.portrait.fill capsule.portrait.inset.filled
        capsule.portrait.lefthalf.filled capsule.portrait.righthalf.filled capsule.portrait.tophalf.filled
        capsule.righthalf.filled capsule.tophalf.filled captions.bubble captions.bubble.fill car car.2 car.2.fill car.circle
        car.circle.fill car.ferry car.ferry.fill car.fill car.front.waves.down car.front.waves.down.fill car.front.waves.up
        car.front.waves.up.fill car.rear car.rear.and.collision.road.lane car.rear.and.collision.road.lane.slash
        car.rear.and.tire.marks car.rear.and.tire.marks.slash car.rear.fill car.rear.road.lane car.rear.road.lane.dashed
        car.rear.waves.up car.rear.waves.up.fill car.side car.side.air.circulate car.side.air.circulate.fill
        car.side.air.fresh car.side.air.fresh.fill car.side.and.exclamationmark car.side.and.exclamationmark.fill
        car.side.arrowtriangle.down car.side.arrowtriangle.down.fill car.side.arrowtriangle.up
        car.side.arrowtriangle.up.arrowtriangle.down car.side.arrowtriangle.up.arrowtriangle.down.fill
        car.side.arrowtriangle.up.fill car.side.fill car.side.front.open car.side.front.open.fill car.side.hill.down
        car.side.hill.down.fill car.side.hill.up car.side.hill.up.fill car.side.lock car.side.lock.fill car.side.lock.open
        car.side.lock.open.fill car.side.rear.and.collision.and.car.side.front
        car.side.rear.and.collision.and.car.side.front.slash car.side.rear.and.exclamationmark.and.car.side.front
        car.side.rear.and.wave.3.and.car.side.front car.side.rear.open car.side.rear.open.fill
        car.top.door.front.left.and.front.right.and.rear.left.and.rear.right.open
        car.top.door.front.left.and.front.right.and.rear.left.and.rear.right.open.fill
        car.top.door.front.left.and.front.right.and.rear.left.open
        car.top.door.front.left.and.front.right.and.rear.left.open.fill
        car.top.door.front.left.and.front.right.and.rear.right.open
        car.top.door.front.left.and.front.right.and.rear.right.open.fill car.top.door.front.left.and.front.right.open
        car.top.door.front.left.and.front.right.open.fill car.top.door.front.left.and.rear.left.and.rear.right.open
        car.top.door.front.left.and.rear.left.and.rear.right.open.fill car.top.door.front.left.and.rear.left.open
        car.top.door.front.left.and.rear.left.open.fill car.top.door.front.left.and.rear.right.open
        car.top.door.front.left.and.rear.right.open.fill car.top.door.front.left.open car.top.door.front.left.open.fill
        car.top.door.front.right.and.rear.left.and.rear.right.open
        car.top.door.front.right.and.rear.left.and.rear.right.open.fill car.top.door.front.right.and.rear.left.open
        car.top.door.front.right.and.rear.left.open.fill car.top.door.front.right.and.rear.right.open
        car.top.door.front.right.and.rear.right.open.fill car.top.door.front.right.open car.top.door.front.right.open.fill
        car.top.door.rear.left.and.rear.right.open car.top.door.rear.left.and.rear.right.open.fill car.top.door.rear.left.open
        car.top.door.rear.left.open.fill car.top.door.rear.right.open car.top.door.rear.right.open.fill
        car.top.door.sliding.left.open car.top.door.sliding.left.open.fill car.top.door.sliding.right.open
        car.top.door.sliding.right.open.fill car.top.frontleft.arrowtriangle car.top.frontleft.arrowtriangle.fill
        car.top.frontright.arrowtriangle car.top.frontright.arrowtriangle.fill car.top.lane.dashed.arrowtriangle.inward
        car.top.lane.dashed.arrowtriangle.inward.fill car.top.lane.dashed.badge.steeringwheel
        car.top.lane.dashed.badge.steeringwheel.fill car.top.lane.dashed.departure.left
        car.top.lane.dashed.departure.left.fill car.top.lane.dashed.departure.right car.top.lane.dashed.departure.right.fill
        car.top.radiowaves.front car.top.radiowaves.front.fill car.top.radiowaves.rear car.top.radiowaves.rear.fill
        car.top.radiowaves.rear.left car.top.radiowaves.rear.left.and.rear.right
        car.top.radiowaves.rear.left.and.rear.right.fill car.top.radiowaves.rear.left.fill car.top.radiowaves.rear.right
        car.top.radiowaves.rear.right.badge.exclamationmark car.top.radiowaves.rear.right.badge.exclamationmark.fill
        car.top.radiowaves.rear.right.badge.xmark car.top.radiowaves.rear.right.badge.xmark.fill
        car.top.radiowaves.rear.right.fill car.top.rearleft.arrowtriangle car.top.rearleft.arrowtriangle.fill
        car.top.rearright.arrowtriangle car.top.rearright.arrowtriangle.fill car.window.left
        car.window.left.badge.exclamationmark car.window.left.badge.xmark car.window.left.exclamationmark
        car.window.left.xmark car.window.right car.window.right.badge.exclamationmark car.window.right.badge.xmark
        car.window.right.exclamationmark car.window.right.xmark carbon.dioxide.cloud carbon.dioxide.cloud.fill
        carbon.monoxide.cloud carbon.monoxide.cloud.fill carrot carrot.fill carseat.left carseat.left.1 carseat.left.1.fill
        carseat.left.2 carseat.left.2.fill carseat.left.3 carseat.left.3.fill carseat.left.and.heat.waves
        carseat.left.and.heat.waves.fill carseat.left.backrest.up.and.down carseat.left.backrest.up.and.down.fill
        carseat.left.fan carseat.left.fan.fill carseat.left.fill carseat.left.forward.and.backward
        carseat.left.forward.and.backward.fill carseat.left.massage carseat.left.massage.fill carseat.left.up.and.down
        carseat.left.up.and.down.fill carseat.right carseat.right.1 carseat.right.1.fill carseat.right.2 carseat.right.2.fill
        carseat.right.3 carseat.right.3.fill carseat.right.and.heat.waves carseat.right.and.heat.waves.fill
        carseat.right.backrest.up.and.down carseat.right.backrest.up.and.down.fill carseat.right.fan carseat.right.fan.fill
        carseat.right.fill carseat.right.forward.and.backward carseat.right.forward.and.backward.fill carseat.right.massage
        carseat.right.massage.fill carseat.right.up.and.down carseat.right.up.and.down.fill cart cart.badge.minus
        cart.badge.plus cart.badge.questionmark cart.circle cart.circle.fill cart.fill cart.fill.badge.minus
        cart.fill.badge.plus cart.fill.badge.questionmark case case.fill cat cat.circle cat.circle.fill cat.fill cedisign
        cedisign.arrow.circlepath cedisign.circle cedisign.circle.fill cedisign.square cedisign.square.fill cellularbars
        centsign centsign.arrow.circlepath centsign.circle centsign.circle.fill centsign.square centsign.square.fill chair
        chair.fill chair.lounge chair.lounge.fill chandelier chandelier.fill character character.book.closed
        character.book.closed.fill character.bubble character.bubble.fill character.cursor.ibeam character.duployan
        character.magnify character.phonetic character.sutton character.textbox chart.bar chart.bar.doc.horizontal
        chart.bar.doc.horizontal.fill chart.bar.fill chart.bar.xaxis chart.bar.xaxis.ascending
        chart.bar.xaxis.ascending.badge.clock chart.dots.scatter chart.line.downtrend.xyaxis
        chart.line.downtrend.xyaxis.circle chart.line.downtrend.xyaxis.circle.fill chart.line.flattrend.xyaxis
        chart.line.flattrend.xyaxis.circle chart.line.flattrend.xyaxis.circle.fill chart.line.uptrend.xyaxis
        chart.line.uptrend.xyaxis.circle chart.line.uptrend.xyaxis.circle.fill chart.pie chart.pie.fill chart.xyaxis.line
        checklist checklist.checked checklist.unchecked checkmark checkmark.applewatch checkmark.bubble checkmark.bubble.fill
        checkmark.circle checkmark.circle.badge.questionmark checkmark.circle.badge.questionmark.fill
        checkmark.circle.badge.xmark checkmark.circle.badge.xmark.fill checkmark.circle.fill
        checkmark.circle.trianglebadge.exclamationmark checkmark.diamond checkmark.diamond.fill checkmark.gobackward
        checkmark.icloud checkmark.icloud.fill checkmark.message checkmark.message.fill checkmark.rectangle
        checkmark.rectangle.fill checkmark.rectangle.portrait checkmark.rectangle.portrait.fill checkmark.rectangle.stack
        checkmark.rectangle.stack.fill checkmark.seal checkmark.seal.fill checkmark.shield checkmark.shield.fill
        checkmark.square checkmark.square.fill chevron.backward chevron.backward.2 chevron.backward.circle
        chevron.backward.circle.fill chevron.backward.square chevron.backward.square.fill chevron.backward.to.line
        chevron.compact.backward chevron.compact.down chevron.compact.forward chevron.compact.left chevron.compact.right
        chevron.compact.up chevron.down chevron.down.circle chevron.down.circle.fill chevron.down.square
        chevron.down.square.fill chevron.forward chevron.forward.2 chevron.forward.circle chevron.forward.circle.fill
        chevron.forward.square chevron.forward.square.fill chevron.forward.to.line chevron.left chevron.left.2
        chevron.left.circle chevron.left.circle.fill chevron.left.forwardslash.chevron.right chevron.left.square
        chevron.left.square.fill chevron.left.to.line chevron.right chevron.right.2 chevron.right.circle
        chevron.right.circle.fill chevron.right.square chevron.right.square.fill chevron.right.to.line chevron.up
        chevron.up.chevron.down chevron.up.circle chevron.up.circle.fill chevron.up.square chevron.up.square.fill
        chineseyuanrenminbisign chineseyuanrenminbisign.arrow.circlepath chineseyuanrenminbisign.circle
        chineseyuanrenminbisign.circle.fill chineseyuanrenminbisign.square chineseyuanrenminbisign.square.fill circle
        circle.and.line.horizontal circle.and.line.horizontal.fill circle.badge.checkmark circle.badge.checkmark.fill
        circle.badge.exclamationmark circle.badge.exclamationmark.fill circle.badge.minus circle.badge.minus.fill
        circle.badge.plus circle.badge.plus.fill circle.badge.questionmark circle.badge.questionmark.fill circle.badge.xmark
        circle.badge.xmark.fill circle.bottomhalf.filled circle.bottomhalf.filled.inverse circle.bottomrighthalf.checkered
        circle.circle circle.circle.fill circle.dashed circle.dashed.inset.filled circle.dashed.rectangle circle.dotted
        circle.dotted.and.circle circle.dotted.circle circle.dotted.circle.fill circle.fill circle.filled.ipad
        circle.filled.ipad.fill circle.filled.ipad.landscape circle.filled.ipad.landscape.fill circle.filled.iphone
        circle.filled.iphone.fill circle.filled.pattern.diagonalline.rectangle circle.grid.2x1 circle.grid.2x1.fill
        circle.grid.2x1.left.filled circle.grid.2x1.right.filled circle.grid.2x2 circle.grid.2x2.fill circle.grid.3x3
        circle.grid.3x3.circle circle.grid.3x3.circle.fill circle.grid.3x3.fill circle.grid.cross
        circle.grid.cross.down.filled circle.grid.cross.fill circle.grid.cross.left.filled circle.grid.cross.right.filled
        circle.grid.cross.up.filled circle.hexagongrid circle.hexagongrid.circle circle.hexagongrid.circle.fill
        circle.hexagongrid.fill circle.hexagonpath circle.hexagonpath.fill circle.inset.filled circle.lefthalf.filled
        circle.lefthalf.filled.inverse circle.lefthalf.filled.righthalf.striped.horizontal
        circle.lefthalf.filled.righthalf.striped.horizontal.inverse circle.lefthalf.striped.horizontal
        circle.lefthalf.striped.horizontal.inverse circle.rectangle.dashed circle.rectangle.filled.pattern.diagonalline
        circle.righthalf.filled circle.righthalf.filled.inverse circle.slash circle.slash.fill circle.square
        circle.square.fill circle.tophalf.filled circle.tophalf.filled.inverse circlebadge circlebadge.2 circlebadge.2.fill
        circlebadge.fill clear clear.fill clipboard clipboard.fill clock clock.arrow.2.circlepath clock.arrow.circlepath
        clock.badge clock.badge.checkmark clock.badge.checkmark.fill clock.badge.exclamationmark
        clock.badge.exclamationmark.fill clock.badge.fill clock.badge.questionmark clock.badge.questionmark.fill
        clock.badge.xmark clock.badge.xmark.fill clock.circle clock.circle.fill clock.fill cloud cloud.bolt cloud.bolt.circle
        cloud.bolt.circle.fill cloud.bolt.fill cloud.bolt.rain cloud.bolt.rain.circle cloud.bolt.rain.circle.fill
        cloud.bolt.rain.fill cloud.circle cloud.circle.fill cloud.drizzle cloud.drizzle.circle cloud.drizzle.circle.fill
        cloud.drizzle.fill cloud.fill cloud.fog cloud.fog.circle cloud.fog.circle.fill cloud.fog.fill cloud.hail
        cloud.hail.circle cloud.hail.circle.fill cloud.hail.fill cloud.heavyrain cloud.heavyrain.circle
        cloud.heavyrain.circle.fill cloud.heavyrain.fill cloud.moon cloud.moon.bolt cloud.moon.bolt.circle
        cloud.moon.bolt.circle.fill cloud.moon.bolt.fill cloud.moon.circle cloud.moon.circle.fill cloud.moon.fill
        cloud.moon.rain cloud.moon.rain.circle cloud.moon.rain.circle.fill cloud.moon.rain.fill cloud.rain cloud.rain.circle
        cloud.rain.circle.fill cloud.rain.fill cloud.rainbow.half cloud.rainbow.half.fill cloud.sleet cloud.sleet.circle
        cloud.sleet.circle.fill cloud.sleet.fill cloud.snow cloud.snow.circle cloud.snow.circle.fill cloud.snow.fill cloud.sun
        cloud.sun.bolt cloud.sun.bolt.circle cloud.sun.bolt.circle.fill cloud.sun.bolt.fill cloud.sun.circle
        cloud.sun.circle.fill cloud.sun.fill cloud.sun.rain cloud.sun.rain.circle cloud.sun.rain.circle.fill
        cloud.sun.rain.fill coloncurrencysign coloncurrencysign.arrow.circlepath coloncurrencysign.circle
        coloncurrencysign.circle.fill coloncurrencysign.square coloncurrencysign.square.fill comb comb.fill command
        command.circle command.circle.fill command.square command.square.fill compass.drawing computermouse computermouse.fill
        cone cone.fill contact.sensor contact.sensor.fill contextualmenu.and.cursorarrow control cooktop cooktop.fill cpu
        cpu.fill creditcard creditcard.and.123 creditcard.circle creditcard.circle.fill creditcard.fill
        creditcard.trianglebadge.exclamationmark creditcard.trianglebadge.exclamationmark.fill creditcard.viewfinder
        cricket.ball cricket.ball.circle cricket.ball.circle.fill cricket.ball.fill crop crop.rotate cross cross.case
        cross.case.circle cross.case.circle.fill cross.case.fill cross.circle cross.circle.fill cross.fill cross.vial
        cross.vial.fill crown crown.fill cruzeirosign cruzeirosign.arrow.circlepath cruzeirosign.circle
        cruzeirosign.circle.fill cruzeirosign.square cruzeirosign.square.fill cube cube.fill cube.transparent
        cube.transparent.fill cup.and.saucer cup.and.saucer.fill curlybraces curlybraces.square curlybraces.square.fill
        cursorarrow cursorarrow.and.square.on.square.dashed cursorarrow.click cursorarrow.click.2
        cursorarrow.click.badge.clock cursorarrow.motionlines cursorarrow.motionlines.click cursorarrow.rays cursorarrow.slash
        cursorarrow.slash.square cursorarrow.slash.square.fill cursorarrow.square cursorarrow.square.fill curtains.closed
        curtains.open cylinder cylinder.fill cylinder.split.1x2 cylinder.split.1x2.fill d.circle d.circle.fill d.square
        d.square.fill danishkronesign danishkronesign.arrow.circlepath danishkronesign.circle danishkronesign.circle.fill
        danishkronesign.square danishkronesign.square.fill decrease.indent decrease.quotelevel dehumidifier dehumidifier.fill
        delete.backward delete.backward.fill delete.forward delete.forward.fill delete.left delete.left.fill delete.right
        delete.right.fill deskclock deskclock.fill desktopcomputer desktopcomputer.and.arrow.down
        desktopcomputer.trianglebadge.exclamationmark deskview deskview.fill dial.high dial.high.fill dial.low dial.low.fill
        dial.medium dial.medium.fill diamond diamond.bottomhalf.filled diamond.circle diamond.circle.fill diamond.fill
        diamond.inset.filled diamond.lefthalf.filled diamond.righthalf.filled diamond.tophalf.filled dice dice.fill die.face.1
        die.face.1.fill die.face.2 die.face.2.fill die.face.3 die.face.3.fill die.face.4 die.face.4.fill die.face.5
        die.face.5.fill die.face.6 die.face.6.fill digitalcrown.arrow.clockwise digitalcrown.arrow.clockwise.fill
        digitalcrown.arrow.counterclockwise digitalcrown.arrow.counterclockwise.fill digitalcrown.horizontal.arrow.clockwise
        digitalcrown.horizontal.arrow.clockwise.fill digitalcrown.horizontal.arrow.counterclockwise
        digitalcrown.horizontal.arrow.counterclockwise.fill digitalcrown.horizontal.press digitalcrown.horizontal.press.fill
        digitalcrown.press digitalcrown.press.fill directcurrent dishwasher dishwasher.circle dishwasher.circle.fill
        dishwasher.fill display display.2 display.and.arrow.down display.trianglebadge.exclamationmark
        distribute.horizontal.center distribute.horizontal.center.fill distribute.horizontal.left
        distribute.horizontal.left.fill distribute.horizontal.right distribute.horizontal.right.fill
        distribute.vertical.bottom distribute.vertical.bottom.fill distribute.vertical.center distribute.vertical.center.fill
        distribute.vertical.top distribute.vertical.top.fill divide divide.circle divide.circle.fill divide.square
        divide.square.fill doc doc.append doc.append.fill doc.badge.arrow.up doc.badge.arrow.up.fill doc.badge.clock
        doc.badge.clock.fill doc.badge.ellipsis doc.badge.gearshape doc.badge.gearshape.fill doc.badge.plus doc.circle
        doc.circle.fill doc.fill doc.fill.badge.ellipsis doc.fill.badge.plus doc.on.clipboard doc.on.clipboard.fill doc.on.doc
        doc.on.doc.fill doc.plaintext doc.plaintext.fill doc.questionmark doc.questionmark.fill doc.richtext doc.richtext.fill
        doc.text doc.text.below.ecg doc.text.below.ecg.fill doc.text.fill doc.text.image doc.text.image.fill
        doc.text.magnifyingglass doc.viewfinder doc.viewfinder.fill doc.zipper dock.arrow.down.rectangle
        dock.arrow.up.rectangle dock.rectangle dog dog.circle dog.circle.fill dog.fill dollarsign dollarsign.arrow.circlepath
        dollarsign.circle dollarsign.circle.fill dollarsign.square dollarsign.square.fill dongsign dongsign.arrow.circlepath
        dongsign.circle dongsign.circle.fill dongsign.square dongsign.square.fill door.french.closed door.french.open
        door.garage.closed door.garage.closed.trianglebadge.exclamationmark door.garage.double.bay.closed
        door.garage.double.bay.closed.trianglebadge.exclamationmark door.garage.double.bay.open
        door.garage.double.bay.open.trianglebadge.exclamationmark door.garage.open
        door.garage.open.trianglebadge.exclamationmark door.left.hand.closed door.left.hand.open door.right.hand.closed
        door.right.hand.open door.sliding.left.hand.closed door.sliding.left.hand.open door.sliding.right.hand.closed
        door.sliding.right.hand.open dot.arrowtriangles.up.right.down.left.circle dot.circle.and.cursorarrow
        dot.circle.and.hand.point.up.left.fill dot.circle.viewfinder dot.radiowaves.forward dot.radiowaves.left.and.right
        dot.radiowaves.right dot.radiowaves.up.forward dot.scope dot.scope.display dot.scope.laptopcomputer dot.square
        dot.square.fill dot.squareshape dot.squareshape.fill dot.squareshape.split.2x2 dot.viewfinder
        dots.and.line.vertical.and.cursorarrow.rectangle dpad dpad.down.filled dpad.fill dpad.left.filled dpad.right.filled
        dpad.up.filled drop drop.circle drop.circle.fill drop.degreesign drop.degreesign.fill drop.degreesign.slash
        drop.degreesign.slash.fill drop.fill drop.halffull drop.keypad.rectangle drop.keypad.rectangle.fill drop.transmission
        drop.triangle drop.triangle.fill dryer dryer.circle dryer.circle.fill dryer.fill dumbbell dumbbell.fill e.circle
        e.circle.fill e.square e.square.fill ear ear.badge.checkmark ear.badge.waveform ear.fill
        ear.trianglebadge.exclamationmark earbuds earbuds.case earbuds.case.fill earpods eject eject.circle eject.circle.fill
        eject.fill ellipsis ellipsis.bubble ellipsis.bubble.fill ellipsis.circle ellipsis.circle.fill ellipsis.curlybraces
        ellipsis.message ellipsis.message.fill ellipsis.rectangle ellipsis.rectangle.fill ellipsis.vertical.bubble
        ellipsis.vertical.bubble.fill ellipsis.viewfinder engine.combustion engine.combustion.badge.exclamationmark
        engine.combustion.badge.exclamationmark.fill engine.combustion.fill entry.lever.keypad entry.lever.keypad.fill
        entry.lever.keypad.trianglebadge.exclamationmark entry.lever.keypad.trianglebadge.exclamationmark.fill envelope
        envelope.arrow.triangle.branch envelope.arrow.triangle.branch.fill envelope.badge envelope.badge.fill
        envelope.badge.person.crop envelope.badge.person.crop.fill envelope.badge.shield.half.filled
        envelope.badge.shield.half.filled.fill envelope.circle envelope.circle.fill envelope.fill envelope.open
        envelope.open.badge.clock envelope.open.fill equal equal.circle equal.circle.fill equal.square equal.square.fill
        eraser eraser.fill eraser.line.dashed eraser.line.dashed.fill escape esim esim.fill eurosign eurosign.arrow.circlepath
        eurosign.circle eurosign.circle.fill eurosign.square eurosign.square.fill eurozonesign eurozonesign.arrow.circlepath
        eurozonesign.circle eurozonesign.circle.fill eurozonesign.square eurozonesign.square.fill ev.charger
        ev.charger.arrowtriangle.left ev.charger.arrowtriangle.left.fill ev.charger.arrowtriangle.right
        ev.charger.arrowtriangle.right.fill ev.charger.exclamationmark ev.charger.exclamationmark.fill ev.charger.fill
        ev.charger.slash ev.charger.slash.fill ev.plug.ac.gb.t ev.plug.ac.gb.t.fill ev.plug.ac.type.1 ev.plug.ac.type.1.fill
        ev.plug.ac.type.2 ev.plug.ac.type.2.fill ev.plug.dc.ccs1 ev.plug.dc.ccs1.fill ev.plug.dc.ccs2 ev.plug.dc.ccs2.fill
        ev.plug.dc.chademo ev.plug.dc.chademo.fill ev.plug.dc.gb.t ev.plug.dc.gb.t.fill ev.plug.dc.nacs ev.plug.dc.nacs.fill
        exclamationmark exclamationmark.2 exclamationmark.3 exclamationmark.applewatch exclamationmark.arrow.circlepath
        exclamationmark.arrow.triangle.2.circlepath exclamationmark.brakesignal exclamationmark.bubble
        exclamationmark.bubble.circle exclamationmark.bubble.circle.fill exclamationmark.bubble.fill exclamationmark.circle
        exclamationmark.circle.fill exclamationmark.icloud exclamationmark.icloud.fill exclamationmark.lock
        exclamationmark.lock.fill exclamationmark.magnifyingglass exclamationmark.octagon exclamationmark.octagon.fill
        exclamationmark.questionmark exclamationmark.shield exclamationmark.shield.fill exclamationmark.square
        exclamationmark.square.fill exclamationmark.tirepressure exclamationmark.transmission exclamationmark.triangle
        exclamationmark.triangle.fill exclamationmark.warninglight exclamationmark.warninglight.fill externaldrive
        externaldrive.badge.checkmark externaldrive.badge.exclamationmark externaldrive.badge.icloud externaldrive.badge.minus
        externaldrive.badge.person.crop externaldrive.badge.plus externaldrive.badge.questionmark
        externaldrive.badge.timemachine externaldrive.badge.wifi externaldrive.badge.xmark
        externaldrive.connected.to.line.below externaldrive.connected.to.line.below.fill externaldrive.fill
        externaldrive.fill.badge.checkmark externaldrive.fill.badge.exclamationmark externaldrive.fill.badge.icloud
        externaldrive.fill.badge.minus externaldrive.fill.badge.person.crop externaldrive.fill.badge.plus
        externaldrive.fill.badge.questionmark externaldrive.fill.badge.timemachine externaldrive.fill.badge.wifi
        externaldrive.fill.badge.xmark externaldrive.fill.trianglebadge.exclamationmark
        externaldrive.trianglebadge.exclamationmark eye eye.circle eye.circle.fill eye.fill eye.slash eye.slash.circle
        eye.slash.circle.fill eye.slash.fill eye.square eye.square.fill eye.trianglebadge.exclamationmark
        eye.trianglebadge.exclamationmark.fill eyebrow eyedropper eyedropper.full eyedropper.halffull eyeglasses
        eyeglasses.slash eyes eyes.inverse f.circle f.circle.fill f.cursive f.cursive.circle f.cursive.circle.fill f.square
        f.square.fill face.dashed face.dashed.fill face.smiling face.smiling.inverse faceid facemask facemask.fill fan
        fan.and.light.ceiling fan.and.light.ceiling.fill fan.badge.automatic fan.badge.automatic.fill fan.ceiling
        fan.ceiling.fill fan.desk fan.desk.fill fan.fill fan.floor fan.floor.fill fan.oscillation fan.oscillation.fill
        fan.slash fan.slash.fill faxmachine faxmachine.fill ferry ferry.fill fibrechannel field.of.view.ultrawide
        field.of.view.ultrawide.fill field.of.view.wide field.of.view.wide.fill figure figure.2
        figure.2.and.child.holdinghands figure.2.arms.open figure.2.circle figure.2.circle.fill figure.american.football
        figure.and.child.holdinghands figure.archery figure.arms.open figure.australian.football figure.badminton figure.barre
        figure.baseball figure.basketball figure.bowling figure.boxing figure.child figure.child.and.lock
        figure.child.and.lock.fill figure.child.and.lock.open figure.child.and.lock.open.fill figure.child.circle
        figure.child.circle.fill figure.climbing figure.cooldown figure.core.training figure.cricket figure.cross.training
        figure.curling figure.dance figure.disc.sports figure.dress.line.vertical.figure figure.elliptical
        figure.equestrian.sports figure.fall figure.fall.circle figure.fall.circle.fill figure.fencing figure.fishing
        figure.flexibility figure.golf figure.gymnastics figure.hand.cycling figure.handball
        figure.highintensity.intervaltraining figure.hiking figure.hockey figure.hunting figure.indoor.cycle figure.jumprope
        figure.kickboxing figure.lacrosse figure.martial.arts figure.mind.and.body figure.mixed.cardio figure.open.water.swim
        figure.outdoor.cycle figure.pickleball figure.pilates figure.play figure.pool.swim figure.racquetball figure.roll
        figure.roll.runningpace figure.rolling figure.rower figure.rugby figure.run figure.run.circle figure.run.circle.fill
        figure.run.square.stack figure.run.square.stack.fill figure.sailing figure.seated.seatbelt
        figure.seated.seatbelt.and.airbag.off figure.seated.seatbelt.and.airbag.on figure.seated.side
        figure.seated.side.air.distribution.lower figure.seated.side.air.distribution.middle
        figure.seated.side.air.distribution.middle.and.lower figure.seated.side.air.distribution.middle.and.lower.angled
        figure.seated.side.air.distribution.upper figure.seated.side.air.distribution.upper.angled.and.lower.angled
        figure.seated.side.air.distribution.upper.angled.and.middle
        figure.seated.side.air.distribution.upper.angled.and.middle.and.lower.angled figure.seated.side.airbag.off
        figure.seated.side.airbag.off.2 figure.seated.side.airbag.on figure.seated.side.airbag.on.2
        figure.seated.side.automatic figure.seated.side.windshield.front.and.heat.waves
        figure.seated.side.windshield.front.and.heat.waves.air.distribution.lower
        figure.seated.side.windshield.front.and.heat.waves.air.distribution.middle
        figure.seated.side.windshield.front.and.heat.waves.air.distribution.middle.and.lower
        figure.seated.side.windshield.front.and.heat.waves.air.distribution.upper
        figure.seated.side.windshield.front.and.heat.waves.air.distribution.upper.and.lower
        figure.seated.side.windshield.front.and.heat.waves.air.distribution.upper.and.middle
        figure.seated.side.windshield.front.and.heat.waves.air.distribution.upper.and.middle.and.lower figure.skating
        figure.skiing.crosscountry figure.skiing.downhill figure.snowboarding figure.soccer figure.socialdance figure.softball
        figure.squash figure.stair.stepper figure.stairs figure.stand figure.stand.line.dotted.figure.stand
        figure.step.training figure.strengthtraining.functional figure.strengthtraining.traditional figure.surfing
        figure.table.tennis figure.taichi figure.tennis figure.track.and.field figure.volleyball figure.walk
        figure.walk.arrival figure.walk.circle figure.walk.circle.fill figure.walk.departure figure.walk.diamond
        figure.walk.diamond.fill figure.walk.motion figure.walk.motion.trianglebadge.exclamationmark figure.water.fitness
        figure.waterpolo figure.wave figure.wave.circle figure.wave.circle.fill figure.wrestling figure.yoga
        filemenu.and.cursorarrow filemenu.and.selection film film.circle film.circle.fill film.fill film.stack film.stack.fill
        fireplace fireplace.fill firewall firewall.fill fireworks fish fish.circle fish.circle.fill fish.fill flag
        flag.2.crossed flag.2.crossed.circle flag.2.crossed.circle.fill flag.2.crossed.fill flag.and.flag.filled.crossed
        flag.badge.ellipsis flag.badge.ellipsis.fill flag.checkered flag.checkered.2.crossed flag.checkered.circle
        flag.checkered.circle.fill flag.circle flag.circle.fill flag.fill flag.filled.and.flag.crossed flag.slash
        flag.slash.circle flag.slash.circle.fill flag.slash.fill flag.square flag.square.fill flame flame.circle
        flame.circle.fill flame.fill flashlight.off.circle flashlight.off.circle.fill flashlight.off.fill flashlight.on.circle
        flashlight.on.circle.fill flashlight.on.fill flashlight.slash flashlight.slash.circle flashlight.slash.circle.fill
        flask flask.fill fleuron fleuron.fill flipphone florinsign florinsign.arrow.circlepath florinsign.circle
        florinsign.circle.fill florinsign.square florinsign.square.fill flowchart flowchart.fill fluid.brakesignal
        fluid.transmission fn folder folder.badge.gearshape folder.badge.minus folder.badge.person.crop folder.badge.plus
        folder.badge.questionmark folder.circle folder.circle.fill folder.fill folder.fill.badge.gearshape
        folder.fill.badge.minus folder.fill.badge.person.crop folder.fill.badge.plus folder.fill.badge.questionmark football
        football.circle football.circle.fill football.fill fork.knife fork.knife.circle fork.knife.circle.fill forward
        forward.circle forward.circle.fill forward.end forward.end.alt forward.end.alt.fill forward.end.circle
        forward.end.circle.fill forward.end.fill forward.fill forward.frame forward.frame.fill fossil.shell fossil.shell.fill
        francsign francsign.arrow.circlepath francsign.circle francsign.circle.fill francsign.square francsign.square.fill
        frying.pan frying.pan.fill fuelpump fuelpump.arrowtriangle.left fuelpump.arrowtriangle.left.fill
        fuelpump.arrowtriangle.right fuelpump.arrowtriangle.right.fill fuelpump.circle fuelpump.circle.fill
        fuelpump.exclamationmark fuelpump.exclamationmark.fill fuelpump.fill fuelpump.slash fuelpump.slash.fill function fx
        g.circle g.circle.fill g.square g.square.fill gamecontroller gamecontroller.fill
        gauge.open.with.lines.needle.33percent gauge.open.with.lines.needle.33percent.and.arrowtriangle
        gauge.open.with.lines.needle.33percent.and.arrowtriangle.from.0percent.to.50percent
        gauge.open.with.lines.needle.67percent.and.arrowtriangle
        gauge.open.with.lines.needle.67percent.and.arrowtriangle.and.car gauge.open.with.lines.needle.84percent.exclamation
        gauge.with.dots.needle.0percent gauge.with.dots.needle.100percent gauge.with.dots.needle.33percent
        gauge.with.dots.needle.50percent gauge.with.dots.needle.67percent gauge.with.dots.needle.bottom.0percent
        gauge.with.dots.needle.bottom.100percent gauge.with.dots.needle.bottom.50percent
        gauge.with.dots.needle.bottom.50percent.badge.minus gauge.with.dots.needle.bottom.50percent.badge.plus
        gauge.with.needle gauge.with.needle.fill gear gear.badge gear.badge.checkmark gear.badge.questionmark gear.badge.xmark
        gear.circle gear.circle.fill gearshape gearshape.2 gearshape.2.fill gearshape.arrow.triangle.2.circlepath
        gearshape.circle gearshape.circle.fill gearshape.fill gearshift.layout.sixspeed gift gift.circle gift.circle.fill
        gift.fill giftcard giftcard.fill globe globe.americas globe.americas.fill globe.asia.australia
        globe.asia.australia.fill globe.badge.chevron.backward globe.central.south.asia globe.central.south.asia.fill
        globe.desk globe.desk.fill globe.europe.africa globe.europe.africa.fill glowplug gobackward gobackward.10
        gobackward.15 gobackward.30 gobackward.45 gobackward.5 gobackward.60 gobackward.75 gobackward.90 gobackward.minus
        goforward goforward.10 goforward.15 goforward.30 goforward.45 goforward.5 goforward.60 goforward.75 goforward.90
        goforward.plus graduationcap graduationcap.circle graduationcap.circle.fill graduationcap.fill greaterthan
        greaterthan.circle greaterthan.circle.fill greaterthan.square greaterthan.square.fill greetingcard greetingcard.fill
        grid grid.circle grid.circle.fill guaranisign guaranisign.arrow.circlepath guaranisign.circle guaranisign.circle.fill
        guaranisign.square guaranisign.square.fill guitars guitars.fill gym.bag gym.bag.fill gyroscope h.circle h.circle.fill
        h.square h.square.fill h.square.on.square h.square.on.square.fill hammer hammer.circle hammer.circle.fill hammer.fill
        hand.draw hand.draw.fill hand.point.down hand.point.down.fill hand.point.left hand.point.left.fill hand.point.right
        hand.point.right.fill hand.point.up hand.point.up.braille hand.point.up.braille.fill hand.point.up.fill
        hand.point.up.left hand.point.up.left.and.text hand.point.up.left.and.text.fill hand.point.up.left.fill hand.raised
        hand.raised.app hand.raised.app.fill hand.raised.brakesignal hand.raised.brakesignal.slash hand.raised.circle
        hand.raised.circle.fill hand.raised.fill hand.raised.fingers.spread hand.raised.fingers.spread.fill
        """
}
