// Fingers on a touch screen (a student's phone or tablet). SDL turns the first finger into a
// mouse, which is enough to tap buttons, drag S, G, sliders and paint. What it does not give:
//   - two fingers: a pinch painted a wall along the first finger's path, and there was no way
//     to zoom without a wheel. Now a second finger takes back the stroke the first one began,
//     and the two zoom the map (apart or together) and pan it (moved together);
//   - lifting the finger: SDL leaves its mouse where the finger was, so tooltips and the cell
//     card stayed on screen. Two frames after the last finger goes up (once ImGui has seen the
//     tap's release), ImGui sees the mouse away, until a finger or a real mouse comes back;
//   - swiping: ImGui scrolls a window only with the wheel or its thin scrollbar. A finger
//     dragged up or down over a window that scrolls now scrolls it, wherever it lands: on a
//     slider, a button or a section's header too, as on a web page. So ImGui does not see a
//     finger that lands on such a window pressed straight away. The finger says what it
//     means first (FingerGesture): it moves up, down or slantwise (a swipe: never a press),
//     clearly sideways (a slider dragged: the press lands where the finger went down; over
//     the comparison table, which is wider than its panel, a sideways scroll), stays still
//     half a second (a press), or lifts (a tap: a press and its release). On the map, a
//     scrollbar, a title bar or a window that does not scroll, the finger presses at once, as
//     before. Wherever it pressed, a finger that travelled kTouchSlop releases with no mouse:
//     a button or a list's row it ran along does not fire;
//   - flicking: a swipe lifted while moving goes on scrolling, slowing down, as a phone's
//     lists do (the sidebar is several screens long on a phone); a touch stops it.
//
// On a page whose main pointer is a finger (a phone or a tablet: CSS `pointer: coarse`), the
// controls are drawn finger-sized from the first frame (use_finger_sized_controls).
//
// How to use (app.cpp):
//     if (page_prefers_fingers()) use_finger_sized_controls();   // once, before the first frame
//     handle_touch_event(app, event);     // every SDL event
//     apply_pinch(app);                   // once a frame, after the events
//     apply_finger_to_imgui(app);         // after ImGui_ImplSDL2_NewFrame, before NewFrame
//     if (app.touch.pinching) ...         // no painting or dragging from the mouse meanwhile
#pragma once

#include <SDL.h>

#include <cstdint>

namespace astar::app {

struct App;

// Pixels a tap may land beside a control and still take it, once a finger has been seen.
inline constexpr float kTouchExtraPadding = 4.0f;
// How far a finger on a window that scrolls moves before it counts as a swipe or a drag
// (about what phones allow a tap to wobble), and how long it may stay still before it counts
// as a press (a long press on a phone).
inline constexpr float kTouchSlop = 8.0f;
inline constexpr double kTouchHoldSeconds = 0.5;
// A finger that moves less than this between two motions is holding still (for the hold).
inline constexpr float kTouchStill = 2.0f;
// A flick: a swipe lifted while still moving at least kFlingMinSpeed (CSS pixels a second)
// carries the scroll on after the finger, as a phone's lists do, slowing down (the speed falls
// to 37% each kFlingTimeConstant seconds) until it is under kFlingStopSpeed, the window's end
// is reached, or a finger touches the screen. A finger that held still for kFlingStillMs
// before it lifted leaves the scroll where it is.
inline constexpr float kFlingMinSpeed = 250.0f;
inline constexpr float kFlingMaxSpeed = 6000.0f;
inline constexpr double kFlingTimeConstant = 0.4;
inline constexpr float kFlingStopSpeed = 60.0f;  // 1 px a frame at 60 fps: it looks stopped
inline constexpr std::uint32_t kFlingStillMs = 80;

// What one finger on a window that scrolls means (see the top of this file).
enum class FingerGesture {
    kNone,       // no finger, or one that ImGui sees pressed from the start
    kUndecided,  // down, not moved past kTouchSlop: ImGui sees it hover, not press
    kScrolling,  // moved up or down first: scrolls the window, never presses
    kScrollingX,  // moved sideways first over a table that scrolls sideways: scrolls it
    kPressing,   // moved sideways first, or stayed down: pressed where it went down
    kTapped,     // lifted while undecided: a press, then its release in the next frame
    kCancelled,  // a second finger came, or the finger stopped a flick: no press until the
                 // next first finger
};

struct TouchState {
    struct Finger {
        SDL_FingerID id = 0;
        float x = 0, y = 0;  // CSS pixels
    };
    Finger fingers[2];
    int count = 0;             // fingers down, counting at most two
    bool pinching = false;     // two fingers down since the second one arrived
    bool finger_button_down = false;  // the left button SDL makes of the first finger is down
    float pinch_distance = 0;  // between the two fingers, at the last motion
    float pinch_x = 0, pinch_y = 0;  // their midpoint
    bool pinch_moved = false;  // they moved since the pinch was last applied (apply_pinch)
    FingerGesture gesture = FingerGesture::kNone;
    float down_x = 0, down_y = 0;  // where the first finger went down
    float hold_x = 0, hold_y = 0;  // where it was when the hold's clock started
    double hold_since = 0;         // when the hold's clock started (App::now)
    float travelled = 0;           // the farthest it has been from where it went down
    unsigned int scroll_window = 0;    // the ImGui window it would scroll up and down (an ImGuiID)
    unsigned int scroll_window_x = 0;  // and sideways
    bool press_shown = false;      // kPressing/kTapped: ImGui has seen the press
    // The swipe's speed along its axis (CSS pixels a second, as the content moves), the
    // distance moved since it was last measured, and when (SDL's event time, ms).
    float swipe_speed = 0;
    float swipe_unmeasured = 0;
    std::uint32_t swipe_measured_ms = 0;
    // A flick's scroll going on after its finger lifted (fling_speed 0: none).
    float fling_speed = 0;
    unsigned int fling_window = 0;  // an ImGuiID
    bool fling_sideways = false;
    bool caught_fling = false;  // this finger went down on a flick and stopped it: no tap
    // Where the last finger lifted, and whether one has since the last went down: a drag of S
    // or G ends there (the mouse SDL made of the finger is hidden by the time the drag sees the
    // lift, and a last move in the lift's frame was never seen by it).
    float lift_x = 0, lift_y = 0;
    bool lifted = false;
    // The frame from which ImGui sees no mouse (0: it does): two after the last finger up, so
    // that a tap's click still lands where the finger was.
    std::uint64_t hide_mouse_from = 0;
};

// Whether the page's main pointer is coarse (a finger), as the browser says.
bool page_prefers_fingers();
// The ImGui id of the frontmost window under (x, y), among last frame's windows (0: none):
// what a finger there would touch.
unsigned int frontmost_window_at(float x, float y);
// ImGui's style for fingertips: controls 29 px tall instead of 19 (taller frames, slider grabs
// and scrollbars, more room between rows) and the tap padding of kTouchExtraPadding. Before the
// first frame, so that the layout never changes under a finger.
void use_finger_sized_controls();
// Whether use_finger_sized_controls() was called: the few controls ImGui draws smaller still
// (small buttons, a combo box's list) grow too.
bool finger_sized_controls();
// Whether fingers are in use: the page prefers them, or one has touched it. What a finger
// cannot do, hover, is then done by a tap: a "(?)" keeps its text up, an Open list row its
// cell's ring.
bool fingers_in_use();

void handle_touch_event(App& app, const SDL_Event& event);
// Pans and zooms the view by the two fingers' moves since the last frame: once a frame, with
// the panes' views of that frame.
void apply_pinch(App& app);
// Tells ImGui what the finger means in this frame: a press held back or shown where the
// finger went down, and no mouse once the fingers are up.
void apply_finger_to_imgui(App& app);

}  // namespace astar::app
