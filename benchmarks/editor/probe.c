/* Measures what a user of a text editor feels, from outside the editor, on an X server:
 * time from launch to the first frame that shows text, and from a key press sent with XTest
 * to the first damage the window reports (its next frame). Works on any X11 app, so the same
 * probe measures DeskKit's Blueprints and a plain GtkTextView.
 *
 * Usage: probe WINDOW_NAME CLICK_X CLICK_Y TEXT_X TEXT_Y LOAD_SECONDS -- COMMAND [ARGS...]
 * Prints key=value lines. */
#define _GNU_SOURCE
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/keysym.h>
#include <X11/extensions/XTest.h>
#include <X11/extensions/Xdamage.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static Window find_named(Display *dpy, Window root, const char *name) {
    Window parent, *children = NULL;
    unsigned int count = 0;
    Window found = 0;
    if (!XQueryTree(dpy, root, &root, &parent, &children, &count)) return 0;
    for (unsigned int i = 0; i < count && !found; i++) {
        char *title = NULL;
        if (XFetchName(dpy, children[i], &title) && title) {
            if (strcmp(title, name) == 0) found = children[i];
            XFree(title);
        }
    }
    if (children) XFree(children);
    return found;
}

static int damage_event_base;

/* Windows come and go while the probe looks (and an unmapped one cannot be read): not fatal. */
static int ignore_error(Display *dpy, XErrorEvent *error) {
    (void)dpy;
    (void)error;
    return 0;
}

/* Waits for the next damage report on the window; returns its time, or -1 after timeout_ms. */
static double wait_for_damage(Display *dpy, double timeout_ms) {
    double deadline = now_ms() + timeout_ms;
    while (now_ms() < deadline) {
        while (XPending(dpy)) {
            XEvent event;
            XNextEvent(dpy, &event);
            if (event.type == damage_event_base + XDamageNotify) return now_ms();
        }
        usleep(200);
    }
    return -1;
}

static void drain(Display *dpy, Damage damage) {
    XSync(dpy, False);
    while (XPending(dpy)) { XEvent e; XNextEvent(dpy, &e); }
    XDamageSubtract(dpy, damage, None, None);
    XSync(dpy, False);
    while (XPending(dpy)) { XEvent e; XNextEvent(dpy, &e); }
}

/* Whether a 200x60 patch at (x, y) of the window holds dark (text) pixels. */
static int shows_text(Display *dpy, Window window, int x, int y) {
    XImage *image = XGetImage(dpy, window, x, y, 200, 60, AllPlanes, ZPixmap);
    if (!image) return 0;
    int dark = 0;
    for (int j = 0; j < 60; j++)
        for (int i = 0; i < 200; i++) {
            unsigned long pixel = XGetPixel(image, i, j);
            int r = (pixel >> 16) & 0xff, g = (pixel >> 8) & 0xff, b = pixel & 0xff;
            if (r + g + b < 200) dark++;
        }
    XDestroyImage(image);
    return dark > 20;
}

/* CPU time the process has used, in clock ticks. */
static long cpu_ticks(pid_t pid) {
    char path[64], buffer[1024];
    snprintf(path, sizeof path, "/proc/%d/stat", pid);
    FILE *file = fopen(path, "r");
    if (!file) return -1;
    size_t length = fread(buffer, 1, sizeof buffer - 1, file);
    fclose(file);
    buffer[length] = 0;
    char *fields = strrchr(buffer, ')');
    long utime = 0, stime = 0;
    if (!fields || sscanf(fields + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %ld %ld", &utime, &stime) != 2) return -1;
    return utime + stime;
}

/* Waits until the process has been idle (under 20 ms of CPU in 500 ms) twice running; returns
 * 0 if it was still busy when the time ran out. */
static int wait_until_idle(pid_t pid, double timeout_ms) {
    double deadline = now_ms() + timeout_ms;
    long last = cpu_ticks(pid);
    int quiet = 0;
    while (quiet < 2 && now_ms() < deadline) {
        usleep(500000);
        long ticks = cpu_ticks(pid);
        quiet = ticks - last < 2 * sysconf(_SC_CLK_TCK) / 100 ? quiet + 1 : 0;
        last = ticks;
    }
    return quiet >= 2;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static void report(const char *name, double *samples, int count) {
    if (count == 0) { printf("%s_count=0\n", name); return; }
    qsort(samples, count, sizeof *samples, compare);
    printf("%s_count=%d\n%s_median=%.1f\n%s_p90=%.1f\n%s_max=%.1f\n", name, count, name, samples[count / 2],
           name, samples[(count * 9) / 10 < count ? (count * 9) / 10 : count - 1], name, samples[count - 1]);
}

/* Sends one key press and release; returns ms from the press to the next damage, or -1. */
static double key_latency_within(Display *dpy, Damage damage, KeySym keysym, double timeout_ms) {
    KeyCode code = XKeysymToKeycode(dpy, keysym);
    drain(dpy, damage);
    double start = now_ms();
    XTestFakeKeyEvent(dpy, code, True, 0);
    XFlush(dpy);
    double damaged = wait_for_damage(dpy, timeout_ms);
    XTestFakeKeyEvent(dpy, code, False, 0);
    XFlush(dpy);
    return damaged < 0 ? -1 : damaged - start;
}

static double key_latency(Display *dpy, Damage damage, KeySym keysym) {
    return key_latency_within(dpy, damage, keysym, 5000);
}

/* A primary click at (x, y) of the screen, then a pause for the app to take it. */
static void click(Display *dpy, int x, int y, useconds_t pause) {
    XTestFakeMotionEvent(dpy, -1, x, y, 0);
    XTestFakeButtonEvent(dpy, 1, True, 0);
    XTestFakeButtonEvent(dpy, 1, False, 0);
    XFlush(dpy);
    usleep(pause);
}

struct area { int x, y, width, height; };

/* A hash of which pixels of the area show found-text highlights (DeskKit's found and current
 * result colours), and how many. */
static unsigned long highlight_mask(Display *dpy, Window window, struct area area, int *count) {
    XImage *image = XGetImage(dpy, window, area.x, area.y, area.width, area.height, AllPlanes, ZPixmap);
    *count = 0;
    if (!image) return 0;
    unsigned long hash = 1469598103934665603UL;
    for (int j = 0; j < area.height; j++)
        for (int i = 0; i < area.width; i++) {
            unsigned long pixel = XGetPixel(image, i, j);
            int r = (pixel >> 16) & 0xff, g = (pixel >> 8) & 0xff, b = pixel & 0xff;
            int found = r > 245 && g > 225 && g < 245 && b > 120 && b < 160;
            int current = r > 245 && g > 140 && g < 165 && b < 15;
            if (found || current) {
                (*count)++;
                hash = (hash ^ (unsigned long)(j * area.width + i)) * 1099511628211UL;
            }
        }
    XDestroyImage(image);
    return hash;
}

/* Presses a key (with a modifier held, unless 0) and releases both. */
static void press_chord(Display *dpy, KeySym modifier, KeySym key) {
    if (modifier) XTestFakeKeyEvent(dpy, XKeysymToKeycode(dpy, modifier), True, 0);
    XTestFakeKeyEvent(dpy, XKeysymToKeycode(dpy, key), True, 0);
    XTestFakeKeyEvent(dpy, XKeysymToKeycode(dpy, key), False, 0);
    if (modifier) XTestFakeKeyEvent(dpy, XKeysymToKeycode(dpy, modifier), False, 0);
    XFlush(dpy);
}

/* A hash of every pixel of the area. */
static unsigned long area_hash(Display *dpy, Window window, struct area area) {
    XImage *image = XGetImage(dpy, window, area.x, area.y, area.width, area.height, AllPlanes, ZPixmap);
    if (!image) return 0;
    unsigned long hash = 1469598103934665603UL;
    for (int j = 0; j < area.height; j++)
        for (int i = 0; i < area.width; i++) hash = (hash ^ XGetPixel(image, i, j)) * 1099511628211UL;
    XDestroyImage(image);
    return hash;
}

/* What a frame must show for a key's latency to end there: changed highlights (at least one
 * highlighted pixel), or any changed pixel of the area. */
struct watch { Window window; struct area area; int highlights; unsigned long before; };

static unsigned long watched_state(Display *dpy, struct watch *watch, int *shown) {
    *shown = 1;
    return watch->highlights ? highlight_mask(dpy, watch->window, watch->area, shown)
                             : area_hash(dpy, watch->window, watch->area);
}

/* Presses a key; returns ms from the press to the first frame that shows what `watch` waits
 * for, or -1 when none did within timeout_ms. The first frame of any kind after the press goes
 * to *first_frame (-1 if none). */
static double watched_latency(Display *dpy, Damage damage, KeySym keysym, struct watch *watch,
                              double timeout_ms, double *first_frame) {
    int shown;
    watch->before = watched_state(dpy, watch, &shown);
    *first_frame = -1;
    KeyCode code = XKeysymToKeycode(dpy, keysym);
    drain(dpy, damage);
    double start = now_ms();
    XTestFakeKeyEvent(dpy, code, True, 0);
    XFlush(dpy);
    double result = -1;
    while (now_ms() - start < timeout_ms) {
        double damaged = wait_for_damage(dpy, timeout_ms - (now_ms() - start));
        if (damaged < 0) break;
        if (*first_frame < 0) *first_frame = damaged - start;
        XDamageSubtract(dpy, damage, None, None);
        unsigned long after = watched_state(dpy, watch, &shown);
        if (shown > 0 && after != watch->before) { result = damaged - start; break; }
    }
    XTestFakeKeyEvent(dpy, code, False, 0);
    XFlush(dpy);
    return result;
}

/* Types one key of a find query; returns ms from the press to the first frame whose highlights
 * changed and show at least one highlighted pixel, or -1 after 5 s. */
static double highlight_latency(Display *dpy, Window window, Damage damage, KeySym key, struct area area) {
    struct watch watch = {window, area, 1, 0};
    double first_frame;
    return watched_latency(dpy, damage, key, &watch, 5000, &first_frame);
}

/* Presses a key; returns ms from the press to the first frame that changed the area's pixels
 * (the text moved, not just a scroll bar drawn), or -1 when none did within timeout_ms. */
static double change_latency(Display *dpy, Window window, Damage damage, KeySym keysym, struct area area,
                             double timeout_ms, double *first_frame) {
    struct watch watch = {window, area, 0, 0};
    return watched_latency(dpy, damage, keysym, &watch, timeout_ms, first_frame);
}

static long resident_kib(pid_t pid) {
    char path[64], line[256];
    snprintf(path, sizeof path, "/proc/%d/status", pid);
    FILE *file = fopen(path, "r");
    long kib = -1;
    if (!file) return -1;
    while (fgets(line, sizeof line, file))
        if (sscanf(line, "VmRSS: %ld kB", &kib) == 1) break;
    fclose(file);
    return kib;
}

int main(int argc, char **argv) {
    if (argc < 9 || strcmp(argv[7], "--") != 0) {
        fprintf(stderr, "usage: probe WINDOW_NAME CLICK_X CLICK_Y TEXT_X TEXT_Y LOAD_SECONDS -- COMMAND [ARGS...]\n");
        return 2;
    }
    const char *name = argv[1];
    int click_x = atoi(argv[2]), click_y = atoi(argv[3]), text_x = atoi(argv[4]), text_y = atoi(argv[5]);
    double load_seconds = atof(argv[6]);
    Display *dpy = XOpenDisplay(NULL);
    if (!dpy) { fprintf(stderr, "probe: cannot open display\n"); return 1; }
    XSetErrorHandler(ignore_error);
    int error_base, major, minor;
    if (!XDamageQueryExtension(dpy, &damage_event_base, &error_base) || !XTestQueryExtension(dpy, &error_base, &error_base, &major, &minor)) {
        fprintf(stderr, "probe: the X server lacks DAMAGE or XTEST\n");
        return 1;
    }

    double launched = now_ms();
    pid_t pid = fork();
    if (pid == 0) { execvp(argv[8], argv + 8); perror("probe: exec"); _exit(127); }

    Window window = 0;
    while (!window && now_ms() - launched < 60000) {
        window = find_named(dpy, DefaultRootWindow(dpy), name);
        if (!window) usleep(2000);
    }
    if (!window) { fprintf(stderr, "probe: no window named '%s'\n", name); kill(pid, SIGKILL); return 1; }
    printf("window_ms=%.1f\n", now_ms() - launched);
    Damage damage = XDamageCreate(dpy, window, XDamageReportNonEmpty);
    XSync(dpy, False);

    /* Launch to the first frame showing text, checked after every frame. */
    double text_at = -1;
    while (text_at < 0 && now_ms() - launched < 60000) {
        if (shows_text(dpy, window, text_x, text_y)) { text_at = now_ms(); break; }
        XDamageSubtract(dpy, damage, None, None);
        wait_for_damage(dpy, 100);
    }
    printf("first_text_ms=%.1f\n", text_at < 0 ? -1 : text_at - launched);

    /* While the document loads: a caret move every 100 ms, each answered by a frame. */
    click(dpy, click_x, click_y, 100000);
    double loading[400];
    int loading_count = 0;
    double load_end = text_at + load_seconds * 1000;
    while (now_ms() < load_end && loading_count < 400) {
        double latency = key_latency(dpy, damage, loading_count % 2 ? XK_Left : XK_Right);
        if (latency >= 0) loading[loading_count++] = latency;
        usleep(100000);
    }
    report("loading_frame", loading, loading_count);
    /* GtkTextView lays out a 100 MB text in the background for a minute or more. */
    int idle = wait_until_idle(pid, 300000);
    printf("idle_ms=%.1f\nidle_reached=%d\n", now_ms() - launched, idle);

    /* Typing: each key inserts a character at the caret. */
    click(dpy, click_x, click_y, 300000);
    double typing[40];
    int typing_count = 0;
    for (int i = 0; i < 40; i++) {
        double latency = key_latency(dpy, damage, i % 3 == 2 ? XK_space : XK_x);
        if (latency >= 0) typing[typing_count++] = latency;
        usleep(60000);
    }
    report("keystroke", typing, typing_count);

    /* Paging: Page Down until the text's end stops it (the text in PROBE_PAGE_REGION, "x,y,w,h",
     * does not move within a second; a short text ends after a few pages), then Page Up back, and
     * so on: 20 presses that moved the text. Without the region, any frame counts. */
    struct area page_area = {0, 0, 0, 0};
    const char *page_region = getenv("PROBE_PAGE_REGION");
    if (page_region && sscanf(page_region, "%d,%d,%d,%d", &page_area.x, &page_area.y, &page_area.width, &page_area.height) != 4) {
        fprintf(stderr, "probe: PROBE_PAGE_REGION must be x,y,w,h\n");
        return 2;
    }
    double paging[20], paging_frames[20];
    int paging_count = 0;
    int down = 1;
    for (int tries = 0; paging_count < 20 && tries < 40; tries++) {
        KeySym page = down ? XK_Next : XK_Prior;
        double first_frame = -1;
        double latency = page_region ? change_latency(dpy, window, damage, page, page_area, 1000, &first_frame)
                                     : key_latency_within(dpy, damage, page, 1000);
        paging_frames[paging_count < 20 ? paging_count : 19] = page_region ? first_frame : latency;
        if (latency < 0) {
            down = !down;
            continue;
        }
        paging[paging_count++] = latency;
        usleep(60000);
    }
    report("page_down", paging, paging_count);
    report("page_down_frame", paging_frames, paging_count);

    printf("resident_kib=%ld\n", resident_kib(pid));

    /* Find, when PROBE_FIND_QUERY is set: Ctrl+F, then the query typed a key at a time; each key
     * timed to the first frame whose found-text highlights (in PROBE_FIND_REGION, "x,y,w,h")
     * differ from those before it. */
    const char *query = getenv("PROBE_FIND_QUERY");
    const char *region = getenv("PROBE_FIND_REGION");
    if (query && region) {
        struct area area;
        if (sscanf(region, "%d,%d,%d,%d", &area.x, &area.y, &area.width, &area.height) != 4) {
            fprintf(stderr, "probe: PROBE_FIND_REGION must be x,y,w,h\n");
            return 2;
        }
        double finding[64];
        int finding_count = 0;
        for (int round = 0; round < 4; round++) {
            press_chord(dpy, XK_Control_L, XK_f);
            usleep(400000);
            for (const char *c = query; *c && finding_count < 64; c++) {
                double latency = highlight_latency(dpy, window, damage, (KeySym)*c, area);
                if (latency >= 0) finding[finding_count++] = latency;
                usleep(400000);
            }
            /* Escape closes the bar; the next round types the query afresh. */
            press_chord(dpy, 0, XK_Escape);
            usleep(400000);
        }
        report("find_highlight", finding, finding_count);
    }
    kill(pid, SIGTERM);
    usleep(200000);
    kill(pid, SIGKILL);
    waitpid(pid, NULL, 0);
    XCloseDisplay(dpy);
    return 0;
}
