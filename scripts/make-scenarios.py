#!/usr/bin/env python3
"""Writes the bundled scenario files in Lab/Scenarios (run from the repo root).

Finger paths are minimum-jerk (x(s) = 10s^3 - 15s^4 + 6s^5, Flash & Hogan 1985) sampled at
60 Hz, so the files look like real touch streams. The output is deterministic; edit this
script, not the JSON, and re-run it.
"""
import json, os

PHONE = {"width": 390, "height": 844,
         "safeArea": {"top": 47, "bottom": 34, "leading": 0, "trailing": 0}, "keyboard": 0}


def mj(s):
    return 10 * s**3 - 15 * s**4 + 6 * s**5


def drag(t0, p0, p1, duration, hz=60, rest=0.0, lift=True, end_speed=False):
    """down at p0, minimum-jerk path to p1 over `duration`, optional rest, then up.
    end_speed=True uses the first 60% of the path shape stretched (a flick still moving at lift)."""
    ev = [{"t": round(t0, 4), "type": "down", "x": p0[0], "y": p0[1]}]
    n = max(1, int(round(duration * hz)))
    for i in range(1, n + 1):
        s = i / n
        f = mj(0.6 * s) / mj(0.6) if end_speed else mj(s)
        x = p0[0] + (p1[0] - p0[0]) * f
        y = p0[1] + (p1[1] - p0[1]) * f
        ev.append({"t": round(t0 + i / hz, 4), "type": "move", "x": round(x, 2), "y": round(y, 2)})
    t_end = t0 + n / hz + rest
    if lift:
        ev.append({"t": round(t_end, 4), "type": "up", "x": p1[0], "y": p1[1]})
    return ev


def write(name, doc):
    path = os.path.join("Lab", "Scenarios", name + ".json")
    with open(path, "w") as f:
        json.dump(doc, f, indent=1)
        f.write("\n")


# Inline: a Maps-like sheet whose middle detent is "just below the header" (anchor).
inline = {"style": "inline", "detents": ["height:120", "anchor:header", "large"], "initial": "height:120"}
write("inline-flick", {
    "container": PHONE, "content": {"height": 900, "scrollable": True}, "anchors": {"header": 300},
    "sheet": inline,
    "events": drag(0.1, (195, 760), (195, 560), 0.12, end_speed=True),
    "output": {"fps": 60, "until": 1.2}})
write("inline-slow-drag", {
    "container": PHONE, "content": {"height": 900}, "anchors": {"header": 300},
    "sheet": inline,
    "events": drag(0.1, (195, 760), (195, 470), 0.6, rest=0.1),
    "output": {"fps": 60, "until": 1.4}})
write("inline-anchor-moves", {
    "container": PHONE, "content": {"height": 900}, "anchors": {},
    "sheet": dict(inline, initial="anchor:header"),
    "events": [
        {"t": 0.05, "type": "context", "anchors": {"header": 300}},
        {"t": 0.5, "type": "context", "anchors": {"header": 360}},
    ],
    "output": {"fps": 60, "until": 1.2}})
write("inline-interrupt", {
    "container": PHONE, "content": {"height": 900}, "anchors": {"header": 300},
    "sheet": inline,
    "events": [{"t": 0.05, "type": "setDetent", "detent": "large", "animated": True}]
    + drag(0.2, (195, 400), (195, 520), 0.15, rest=0.1),
    "output": {"fps": 60, "until": 1.4}})

# Modal: design-system sheet.
modal = {"style": "modal", "detents": ["medium", "large"], "initial": "medium",
         "presented": False, "chrome": {"grabber": 20, "header": 56}}
write("modal-present-drag-dismiss", {
    "container": PHONE, "content": {"height": 300, "scrollable": True},
    "sheet": modal,
    "events": [{"t": 0.05, "type": "present"}]
    + drag(0.8, (195, 500), (195, 700), 0.15, end_speed=True),
    "output": {"fps": 60, "until": 1.8}})
write("modal-dismiss-blocked", {
    "container": PHONE, "content": {"height": 300},
    "sheet": dict(modal, presented=True, dismissible=False),
    "events": drag(0.1, (195, 500), (195, 760), 0.2, end_speed=True)
    + [{"t": 1.2, "type": "down", "x": 195, "y": 100}, {"t": 1.25, "type": "up", "x": 195, "y": 100}],
    "output": {"fps": 60, "until": 1.8}})
write("modal-backdrop-tap", {
    "container": PHONE, "content": {"height": 300},
    "sheet": dict(modal, presented=True, detents=["fitsContent", "large"], initial="fitsContent"),
    "events": [{"t": 0.1, "type": "down", "x": 195, "y": 120}, {"t": 0.18, "type": "up", "x": 195, "y": 120}],
    "output": {"fps": 60, "until": 0.9}})
write("modal-undimmed-medium", {
    "container": PHONE, "content": {"height": 1200, "scrollable": True},
    "sheet": dict(modal, presented=True, undimmedThrough="medium"),
    "events": drag(0.1, (195, 480), (195, 150), 0.35, rest=0.0),
    "output": {"fps": 60, "until": 1.3}})

# Scroll hand-off: large sheet with scrolled content; drag down scrolls to top, then moves sheet.
write("modal-scroll-handoff", {
    "container": PHONE, "content": {"height": 2000, "scrollable": True},
    "sheet": dict(modal, presented=True, initial="large"),
    "events": [{"t": 0.0, "type": "scroll", "offset": 80}]
    + drag(0.1, (195, 300), (195, 520), 0.4, rest=0.05),
    "output": {"fps": 60, "until": 1.4}})

# Floating card: rubber band on both axes, dismissed by a drag down.
floating = {"style": "floating", "detents": ["height:260", "height:420"], "initial": "height:260"}
write("floating-rubber-band", {
    "container": PHONE, "content": {"height": 240},
    "sheet": floating,
    "events": drag(0.1, (195, 700), (315, 480), 0.5, rest=0.1),
    "output": {"fps": 60, "until": 1.5}})
write("floating-dismiss", {
    "container": PHONE, "content": {"height": 240},
    "sheet": floating,
    "events": drag(0.1, (195, 650), (195, 820), 0.12, end_speed=True),
    "output": {"fps": 60, "until": 1.0}})

# A hard flick from the card's low detent to its top one: the spring would carry the card far
# past the top detent; the damped band (100 pt at most) limits the give, as it does for a finger.
write("floating-flick-overshoot", {
    "container": PHONE, "content": {"height": 240},
    "sheet": floating,
    "events": drag(0.1, (195, 560), (195, 400), 0.05, end_speed=True),
    "output": {"fps": 60, "until": 1.2}})

# Keyboard appears under an expanded sheet; then the phone rotates.
write("modal-keyboard", {
    "container": PHONE, "content": {"height": 300},
    "sheet": dict(modal, presented=True, initial="large"),
    "events": [{"t": 0.1, "type": "context", "container": {"keyboard": 336}},
               {"t": 0.8, "type": "context", "container": {"keyboard": 0, "width": 844, "height": 390,
                "safeArea": {"top": 0, "bottom": 21, "leading": 47, "trailing": 47}}}],
    "output": {"fps": 60, "until": 1.6}})

# Shape morphing: a card at the low detent that becomes edge-attached at the top.
write("morph", {
    "container": PHONE, "content": {"height": 900},
    "sheet": {"style": "floating", "morph": True, "detents": ["height:240", "large"]},
    "events": drag(0.1, (195, 660), (195, 260), 0.4, rest=0.0),
    "output": {"fps": 60, "until": 1.3}})

# A cancelled drag still settles.
write("inline-cancel", {
    "container": PHONE, "content": {"height": 900}, "anchors": {"header": 300},
    "sheet": inline,
    "events": drag(0.1, (195, 760), (195, 480), 0.3, lift=False) + [{"t": 0.45, "type": "cancel"}],
    "output": {"fps": 60, "until": 1.3}})

# Programmatic control: a request during a drag waits for the lift; a dismissal mid-spring.
write("modal-programmatic", {
    "container": PHONE, "content": {"height": 300},
    "sheet": dict(modal, presented=True, detents=["height:200", "medium", "large"], initial="height:200"),
    "events": drag(0.1, (195, 660), (195, 620), 0.1, lift=False)
    + [{"t": 0.2, "type": "setDetent", "detent": "large", "animated": True},
       {"t": 0.35, "type": "up", "x": 195, "y": 620},
       {"t": 0.5, "type": "setDetent", "detent": "anchor:missing"},
       {"t": 0.55, "type": "dismiss", "animated": True}],
    "output": {"fps": 60, "until": 1.6}})

# Accessibility actions on the grabber: increment, increment, decrement, escape.
write("modal-accessibility", {
    "container": PHONE, "content": {"height": 300},
    "sheet": dict(modal, presented=True, detents=["height:200", "medium", "large"], initial="height:200"),
    "events": [{"t": 0.1, "type": "increment"}, {"t": 0.8, "type": "increment"},
               {"t": 1.5, "type": "decrement"}, {"t": 2.2, "type": "escape"}],
    "output": {"fps": 60, "until": 3.0}})

# Reduce Motion: the same flick as inline-flick, arriving without any overshoot.
write("inline-reduce-motion", {
    "container": PHONE, "content": {"height": 900}, "anchors": {"header": 300},
    "sheet": dict(inline, reduceMotion=True),
    "events": drag(0.1, (195, 760), (195, 560), 0.12, end_speed=True),
    "output": {"fps": 60, "until": 1.0}})

# The iOS 26 glass look: a modal sheet inset in glass at medium (8 pt from the sides and the
# bottom edge: the UIKit trace's ≈0.961 scale on this 402-pt iPhone 16 Pro screen) dragged to
# large, where it is opaque and edge-attached, then back down: inset and blend follow the sheet.
PHONE_402 = {"width": 402, "height": 874,
             "safeArea": {"top": 62, "bottom": 34, "leading": 0, "trailing": 0}, "keyboard": 0}
write("modal-glass", {
    "container": PHONE_402, "content": {"height": 900},
    "sheet": {"style": "modal", "look": "glass", "detents": ["medium", "large"]},
    "events": drag(0.1, (201, 520), (201, 110), 0.4) + drag(1.4, (201, 120), (201, 520), 0.4),
    "output": {"fps": 60, "until": 2.5}})

# iPad and landscape (issue #35, docs/IPAD.md): rows of the device table (ScreenCatalog), with
# both size classes reported, so the engine places each kind as on that device.
IPAD_AIR_LANDSCAPE = {"width": 1180, "height": 820,
                      "safeArea": {"top": 24, "bottom": 20, "leading": 0, "trailing": 0},
                      "keyboard": 0,
                      "traits": {"horizontalSizeClass": "regular", "verticalSizeClass": "regular"}}
IPHONE_16_LANDSCAPE = {"width": 852, "height": 393,
                       "safeArea": {"top": 0, "bottom": 21, "leading": 59, "trailing": 59},
                       "keyboard": 0,
                       "traits": {"horizontalSizeClass": "compact", "verticalSizeClass": "compact"}}
# Inline: a 375 pt side panel on the left at medium, flicked to large; the map beside it stays
# usable.
write("ipad-inline-side-panel", {
    "container": IPAD_AIR_LANDSCAPE, "content": {"height": 900, "scrollable": True},
    "sheet": {"style": "inline", "detents": ["height:120", "medium", "large"], "initial": "medium"},
    "events": drag(0.3, (190, 500), (190, 250), 0.12, end_speed=True),
    "output": {"fps": 60, "until": 1.6}})
# Modal: a centred form sheet (its detents are not applied, so an automatic grabber hides); a
# tap outside dismisses it.
write("ipad-modal-form", {
    "container": IPAD_AIR_LANDSCAPE, "content": {"height": 300},
    "sheet": dict(modal, presented=True,
                  chrome={"grabber": 20, "header": 56, "grabberVisibility": "automatic"}),
    "events": [{"t": 1.0, "type": "down", "x": 150, "y": 400}, {"t": 1.05, "type": "up", "x": 150, "y": 400}],
    "output": {"fps": 60, "until": 1.8}})
# Floating: a 480 pt card at the bottom centre, dragged up and sideways, resting on the top one.
write("ipad-floating-card", {
    "container": IPAD_AIR_LANDSCAPE, "content": {"height": 240},
    "sheet": floating,
    "events": drag(0.3, (590, 680), (650, 560), 0.4, rest=0.1),
    "output": {"fps": 60, "until": 1.8}})
# Compact height: a modal sheet that prefers to stay edge-attached, on the 393 pt tall screen.
write("iphone-landscape-edge-attached", {
    "container": IPHONE_16_LANDSCAPE, "content": {"height": 300},
    "sheet": dict(modal, presented=True, adaptation={"prefersEdgeAttachedInCompactHeight": True}),
    "events": drag(0.3, (426, 300), (426, 180), 0.2),
    "output": {"fps": 60, "until": 1.5}})
