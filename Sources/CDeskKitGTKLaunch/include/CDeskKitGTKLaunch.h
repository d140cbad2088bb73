// Registers DeskKitGTK as the window system DeskKit runs apps with, when the executable loads.
// Swift has no load-time initializers; a C constructor is the portable way to run this early.
#pragma once
