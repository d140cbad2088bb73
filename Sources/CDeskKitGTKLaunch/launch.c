#include "CDeskKitGTKLaunch.h"

// Defined in DeskKitGTK (@_cdecl): puts GTK's app runner where UIApplicationMain and `@main`
// app delegates find it.
extern void deskkit_gtk_register_application_runner(void);

__attribute__((constructor)) static void register_runner_at_load(void) {
    deskkit_gtk_register_application_runner();
}
