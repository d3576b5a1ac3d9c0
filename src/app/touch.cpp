#include "app/touch.hpp"

#include <emscripten/emscripten.h>

#include <algorithm>
#include <cfloat>
#include <cmath>

#include "app/app.hpp"
#include "app/input.hpp"
#include "imgui.h"
#include "imgui_internal.h"  // windows, their scroll and scrollbar rects

namespace astar::app {
namespace {

EM_JS(int, page_pointer_is_coarse, (), {
    return typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches ? 1 : 0;
});

float distance(const TouchState::Finger& a, const TouchState::Finger& b) {
    return std::hypot(a.x - b.x, a.y - b.y);
}

// The second finger arrived: whatever the first one began as a mouse stops, and a paint
// stroke or a drag of S or G it made is taken back (only if it changed the scene: an undo would
// otherwise take back the action before it). A pinch that began with a finger on S moved S
// (QA pass).
void start_pinch(App& app) {
    TouchState& t = app.touch;
    // Only a drag the first finger is still making: app.drag is a frame old (a stroke that
    // ended in this frame's events would still read as one), and a real mouse's is its own.
    if (t.finger_button_down) {
        const bool edits = app.drag == Drag::kPaint || app.drag == Drag::kErase ||
                           app.drag == Drag::kStart || app.drag == Drag::kGoal;
        if (edits && app.session.scene_changes() != app.stroke_scene_changes) {
            app.session.undo();
        }
        app.drag = Drag::kNone;
    }
    if (t.gesture != FingerGesture::kNone) t.gesture = FingerGesture::kCancelled;
    t.pinching = true;
    t.pinch_moved = false;
    t.pinch_distance = distance(t.fingers[0], t.fingers[1]);
    t.pinch_x = (t.fingers[0].x + t.fingers[1].x) / 2;
    t.pinch_y = (t.fingers[0].y + t.fingers[1].y) / 2;
}

// The windows a finger at (x, y) would scroll up and down and sideways (ImGui ids, 0 for
// none; both 0: it should press at once): the frontmost window under it (the scan of ImGui's
// FindHoveredWindow, on last frame's windows, since events come before NewFrame), or the
// nearest of its parents that scrolls that way. The comparison table scrolls sideways inside a
// panel that scrolls up and down. Not on a scrollbar: the finger drags that, as a mouse does.
struct ScrollTargets {
    ImGuiID y = 0, x = 0;
};

ImGuiWindow* window_at(ImVec2 p) {
    ImGuiContext& g = *GImGui;
    for (int i = g.Windows.Size - 1; i >= 0; --i) {
        ImGuiWindow* w = g.Windows[i];
        if (!w->Active || w->Hidden || (w->Flags & ImGuiWindowFlags_NoMouseInputs)) continue;
        ImRect bb(w->OuterRectClipped);
        bb.Expand(g.Style.TouchExtraPadding);
        if (bb.Contains(p)) return w;
    }
    return nullptr;
}

ScrollTargets windows_to_scroll_at(float x, float y) {
    const ImVec2 p(x, y);
    ImGuiWindow* window = window_at(p);
    // On a title bar the finger moves the window (Help), whichever way it goes: read as a
    // scroll of the window's text, a drag down did nothing (QA pass).
    if (window != nullptr && !(window->Flags & ImGuiWindowFlags_NoTitleBar) &&
        window->TitleBarRect().Contains(p)) {
        return {};
    }
    ScrollTargets targets;
    // On a sideways scrollbar (the Open list table's, 22 px tall for fingers), a finger that
    // goes up or down scrolls the panel around it, and one that goes sideways presses and
    // drags the bar: no window scrolls sideways under the finger. Taken as a press whichever
    // way it went, a swipe up from it did nothing, 15 times in a row on a phone (QA pass).
    bool on_sideways_bar = false;
    for (; window != nullptr; window = (window->Flags & ImGuiWindowFlags_ChildWindow)
                                           ? window->ParentWindow
                                           : nullptr) {
        if (window->ScrollbarY && ImGui::GetWindowScrollbarRect(window, ImGuiAxis_Y).Contains(p)) {
            return {};
        }
        if (window->ScrollbarX && ImGui::GetWindowScrollbarRect(window, ImGuiAxis_X).Contains(p)) {
            on_sideways_bar = true;
        }
        if (targets.y == 0 && window->ScrollMax.y > 0) targets.y = window->ID;
        if (targets.x == 0 && window->ScrollMax.x > 0) targets.x = window->ID;
    }
    if (on_sideways_bar) targets.x = 0;
    return targets;
}

// Moves the content by d (the finger's motion). SetScrollY only sets where the window's next
// Begin puts its scroll, so the motions that arrive between two frames each start from the last
// one's target: from the current scroll, all but the last were lost, and on a slow frame (a
// phone under load) the content fell behind the finger.
void scroll_by(ImGuiID id, ImGuiAxis axis, float d) {
    ImGuiWindow* window = ImGui::FindWindowByID(id);
    if (window == nullptr) return;
    const float target = window->ScrollTarget[axis];
    const float from = target < FLT_MAX ? target : window->Scroll[axis];
    if (axis == ImGuiAxis_Y) {
        ImGui::SetScrollY(window, from - d);
    } else {
        ImGui::SetScrollX(window, from - d);
    }
}

// The swipe's speed from its motions, by SDL's event times (milliseconds).
void measure_swipe(TouchState& t, float d, std::uint32_t ms) {
    t.swipe_unmeasured += d;
    const std::uint32_t dt = ms - t.swipe_measured_ms;
    if (dt == 0) return;  // motions in the same millisecond: measured with the next one
    const float speed = t.swipe_unmeasured * 1000.0f / static_cast<float>(dt);
    // The latest motions count most: a swipe that slows down before it lifts flicks gently.
    t.swipe_speed = t.swipe_speed == 0.0f ? speed : 0.6f * speed + 0.4f * t.swipe_speed;
    t.swipe_unmeasured = 0;
    t.swipe_measured_ms = ms;
}

// The finger of a swipe lifted at `ms`: a flick goes on scrolling (kFlingMinSpeed, touch.hpp).
void maybe_fling(TouchState& t, std::uint32_t ms) {
    const bool sideways = t.gesture == FingerGesture::kScrollingX;
    if (!sideways && t.gesture != FingerGesture::kScrolling) return;
    if (ms - t.swipe_measured_ms >= kFlingStillMs) return;  // it stopped before it lifted
    if (std::fabs(t.swipe_speed) < kFlingMinSpeed) return;
    t.fling_speed = std::clamp(t.swipe_speed, -kFlingMaxSpeed, kFlingMaxSpeed);
    t.fling_window = sideways ? t.scroll_window_x : t.scroll_window;
    t.fling_sideways = sideways;
}

// A frame of a flick's scroll, slowing down; it ends at the window's end.
void continue_fling(App& app) {
    TouchState& t = app.touch;
    if (t.fling_speed == 0.0f) return;
    const ImGuiAxis axis = t.fling_sideways ? ImGuiAxis_X : ImGuiAxis_Y;
    const ImGuiWindow* window = ImGui::FindWindowByID(t.fling_window);
    // A positive speed moves the content down (or right): the scroll goes toward 0.
    const bool at_end = window == nullptr || (t.fling_speed > 0.0f
                                                  ? window->Scroll[axis] <= 0.0f
                                                  : window->Scroll[axis] >= window->ScrollMax[axis]);
    if (at_end || std::fabs(t.fling_speed) < kFlingStopSpeed) {
        t.fling_speed = 0.0f;
        return;
    }
    const auto seconds = static_cast<float>(app.frame_seconds);
    scroll_by(t.fling_window, axis, t.fling_speed * seconds);
    t.fling_speed *= std::exp(-seconds / static_cast<float>(kFlingTimeConstant));
}

// A swipe scrolls what is under it: an open combo box's list elsewhere closes, as a page's
// menus do (it stayed open while the sidebar scrolled away under it, QA pass).
void start_scrolling(TouchState& t, ImGuiAxis axis, float d, std::uint32_t ms) {
    t.gesture = axis == ImGuiAxis_Y ? FingerGesture::kScrolling : FingerGesture::kScrollingX;
    t.swipe_speed = 0.0f;
    t.swipe_unmeasured = 0.0f;
    t.swipe_measured_ms = ms;
    const ImGuiID id = axis == ImGuiAxis_Y ? t.scroll_window : t.scroll_window_x;
    const ImGuiWindow* window = ImGui::FindWindowByID(id);
    if (window != nullptr && !(window->RootWindow->Flags & ImGuiWindowFlags_Popup)) {
        ImGui::ClosePopupsExceptModals();
    }
    scroll_by(id, axis, d);
}

// The first finger moved to (x, y), (dx, dy) since its last position, at `ms` (SDL's time).
void move_first_finger(App& app, float x, float y, float dx, float dy, std::uint32_t ms) {
    TouchState& t = app.touch;
    t.travelled = std::max(t.travelled, std::hypot(x - t.down_x, y - t.down_y));
    switch (t.gesture) {
        case FingerGesture::kUndecided: {
            // A finger still travelling, however slowly, is not holding: the hold's clock
            // starts again each time it has moved kTouchStill from where the clock started.
            if (std::hypot(x - t.hold_x, y - t.hold_y) > kTouchStill) {
                t.hold_x = x;
                t.hold_y = y;
                t.hold_since = app.now;
            }
            const float ax = std::fabs(x - t.down_x), ay = std::fabs(y - t.down_y);
            if (std::max(ax, ay) < kTouchSlop) break;
            // Clearly sideways: a slider dragged, or a table scrolled sideways. Otherwise (a
            // slantwise flick too) a scroll up or down. The content follows the finger from
            // where it went down.
            const bool sideways = ax >= 2 * ay;
            if (sideways && t.scroll_window_x != 0) {
                start_scrolling(t, ImGuiAxis_X, x - t.down_x, ms);
            } else if (!sideways && t.scroll_window != 0) {
                start_scrolling(t, ImGuiAxis_Y, y - t.down_y, ms);
            } else {
                t.gesture = FingerGesture::kPressing;
                t.press_shown = false;
            }
            break;
        }
        case FingerGesture::kScrolling:
            scroll_by(t.scroll_window, ImGuiAxis_Y, dy);
            measure_swipe(t, dy, ms);
            break;
        case FingerGesture::kScrollingX:
            scroll_by(t.scroll_window_x, ImGuiAxis_X, dx);
            measure_swipe(t, dx, ms);
            break;
        default: break;
    }
}

}  // namespace

// Once a frame, from where the two fingers were when it was last applied to where they are now.
// Not per motion event: a browser's touchmove moves both fingers, SDL makes an event of each,
// and the second one panned and zoomed with the pane's view from before the first (the frame's
// layout had not run): the map drifted from under the fingers, 20-40 px on one pinch, and a
// plain two-finger pan at the deepest zoom zoomed out (QA pass).
void apply_pinch(App& app) {
    TouchState& t = app.touch;
    if (!t.pinching || t.count != 2 || !t.pinch_moved) return;
    t.pinch_moved = false;
    const float d = distance(t.fingers[0], t.fingers[1]);
    const float x = (t.fingers[0].x + t.fingers[1].x) / 2;
    const float y = (t.fingers[0].y + t.fingers[1].y) / 2;
    const int pane = pane_at(app, t.pinch_x, t.pinch_y);
    if (pane >= 0 && t.pinch_distance > 0 && d > 0) {
        const PaneView& pv = app.pane_views[static_cast<std::size_t>(pane)];
        pan_by(app.view, pv, x - t.pinch_x, y - t.pinch_y);
        zoom_at(app.view, pv, x, y, d / t.pinch_distance);
    }
    t.pinch_distance = d;
    t.pinch_x = x;
    t.pinch_y = y;
}

namespace {

void move_pinch(App& app) { app.touch.pinch_moved = true; }

}  // namespace

void handle_touch_event(App& app, const SDL_Event& event) {
    TouchState& t = app.touch;
    const bool real_mouse =
        (event.type == SDL_MOUSEMOTION && event.motion.which != SDL_TOUCH_MOUSEID) ||
        (event.type == SDL_MOUSEBUTTONDOWN && event.button.which != SDL_TOUCH_MOUSEID);
    if ((event.type == SDL_MOUSEBUTTONDOWN || event.type == SDL_MOUSEBUTTONUP) &&
        event.button.which == SDL_TOUCH_MOUSEID) {
        t.finger_button_down = event.type == SDL_MOUSEBUTTONDOWN;
        return;
    }
    if (real_mouse) {
        // A real mouse: it is seen again, and fingers whose lifting never arrived (the page
        // lost focus mid-pinch, say) no longer hold a pinch that stops it from painting. A
        // drag it makes ends where it is, not where a finger once lifted.
        t.hide_mouse_from = 0;
        t.lifted = false;
        if (event.type == SDL_MOUSEBUTTONDOWN) {
            t.count = 0;
            t.pinching = false;
            t.gesture = FingerGesture::kNone;
            t.fling_speed = 0.0f;
        }
        return;
    }
    if (event.type != SDL_FINGERDOWN && event.type != SDL_FINGERMOTION &&
        event.type != SDL_FINGERUP) {
        return;
    }
    const SDL_TouchFingerEvent& f = event.tfinger;
    const float x = f.x * static_cast<float>(app.window_width);
    const float y = f.y * static_cast<float>(app.window_height);
    int slot = -1;
    for (int i = 0; i < t.count; ++i) {
        if (t.fingers[i].id == f.fingerId) slot = i;
    }
    switch (event.type) {
        case SDL_FINGERDOWN:
            t.hide_mouse_from = 0;
            t.lifted = false;
            // Controls are 19 px tall, small for a fingertip: from the first touch on, a tap
            // that lands a few pixels off a control still takes it (ImGui widens each
            // control's hit area by this much; the layout does not change).
            ImGui::GetStyle().TouchExtraPadding = ImVec2(kTouchExtraPadding, kTouchExtraPadding);
            // A finger moving sideways over Help's text moved the whole window (QA pass): it
            // moves by its title bar only.
            ImGui::GetIO().ConfigWindowsMoveFromTitleBarOnly = true;
            // A finger on a flick stops it, as on a phone, and that touch is no tap: it does
            // not press what the flick brought under it.
            t.caught_fling = t.fling_speed != 0.0f;
            t.fling_speed = 0.0f;
            if (slot < 0 && t.count < 2) {
                t.fingers[t.count++] = {f.fingerId, x, y};
                if (t.count == 2) {
                    start_pinch(app);
                } else {
                    const ScrollTargets targets = windows_to_scroll_at(x, y);
                    t.gesture = targets.y != 0 || targets.x != 0 ? FingerGesture::kUndecided
                                                                 : FingerGesture::kNone;
                    t.down_x = t.hold_x = x;
                    t.down_y = t.hold_y = y;
                    t.hold_since = app.now;
                    t.travelled = 0;
                    t.scroll_window = targets.y;
                    t.scroll_window_x = targets.x;
                }
            }
            break;
        case SDL_FINGERMOTION:
            if (slot >= 0) {
                const float dx = x - t.fingers[slot].x;
                const float dy = y - t.fingers[slot].y;
                t.fingers[slot].x = x;
                t.fingers[slot].y = y;
                if (t.pinching && t.count == 2) {
                    move_pinch(app);
                } else if (!t.pinching && t.count == 1) {
                    move_first_finger(app, x, y, dx, dy, f.timestamp);
                }
            }
            break;
        case SDL_FINGERUP:
            if (slot < 0) break;  // a finger not tracked (a third one): nothing changes
            t.fingers[slot] = t.fingers[--t.count];
            if (t.count == 0) {
                t.pinching = false;
                t.lift_x = x;
                t.lift_y = y;
                t.lifted = true;
                // A finger that travelled works a slider, scrolls or paints; it does not
                // click: its release reaches ImGui with no mouse, so a button or a list's row
                // it ran along does not fire (a flick along Clear walls cleared them, one
                // along a combo list's row chose it: QA passes).
                const bool travelled = t.gesture != FingerGesture::kTapped &&
                                       t.travelled >= kTouchSlop;
                maybe_fling(t, f.timestamp);
                if (t.gesture == FingerGesture::kUndecided && t.caught_fling) {
                    // Not kNone: the press SDL made of this finger would reach ImGui when the
                    // finger went down and up between two frames.
                    t.gesture = FingerGesture::kCancelled;
                } else if (t.gesture == FingerGesture::kUndecided) {
                    t.gesture = FingerGesture::kTapped;
                    t.press_shown = false;
                } else if (t.gesture != FingerGesture::kTapped) {
                    t.gesture = FingerGesture::kNone;
                }
                // Otherwise not before ImGui has seen the button go up over what was tapped:
                // a tap whose down and up fall between two frames reaches ImGui as a press in
                // the next frame and a release in the one after, and a button fires on the
                // release.
                t.hide_mouse_from = app.frame_count + (travelled ? 0 : 2);
            }
            break;
        default: break;
    }
}

bool page_prefers_fingers() { return page_pointer_is_coarse() != 0; }

unsigned int frontmost_window_at(float x, float y) {
    const ImGuiWindow* window = window_at(ImVec2(x, y));
    return window != nullptr ? window->ID : 0;
}

namespace {
bool g_finger_sized = false;
}  // namespace

bool finger_sized_controls() { return g_finger_sized; }

// The tap padding is on from the first finger down, and on a page that prefers fingers.
bool fingers_in_use() { return ImGui::GetStyle().TouchExtraPadding.x > 0; }

void use_finger_sized_controls() {
    g_finger_sized = true;
    ImGuiStyle& style = ImGui::GetStyle();
    style.FramePadding.y = 8.0f;   // 13 px text + 2 x 8: 29 px controls (19 with the default 3)
    style.ItemSpacing.y = 6.0f;    // 4: rows of controls a fingertip can tell apart
    style.GrabMinSize = 20.0f;     // 10: a slider's grab
    style.ScrollbarSize = 22.0f;   // 14: the sidebar's scrollbar
    style.TouchExtraPadding = ImVec2(kTouchExtraPadding, kTouchExtraPadding);
    ImGui::GetIO().ConfigWindowsMoveFromTitleBarOnly = true;
}

void apply_finger_to_imgui(App& app) {
    TouchState& t = app.touch;
    ImGuiIO& io = ImGui::GetIO();
    continue_fling(app);
    if (t.gesture == FingerGesture::kUndecided && app.now - t.hold_since >= kTouchHoldSeconds) {
        t.gesture = FingerGesture::kPressing;
        t.press_shown = false;
    }
    switch (t.gesture) {
        case FingerGesture::kUndecided:
        case FingerGesture::kCancelled: io.MouseDown[0] = false; break;
        case FingerGesture::kScrolling:
        case FingerGesture::kScrollingX:
            // No press, and no hover either: rows sliding under a finger do not light up.
            io.MouseDown[0] = false;
            io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
            break;
        case FingerGesture::kPressing:
            // The press lands where the finger went down: a slider dragged sideways starts
            // from there, not kTouchSlop away.
            if (!t.press_shown) {
                io.MouseDown[0] = true;
                io.MousePos = ImVec2(t.down_x, t.down_y);
                t.press_shown = true;
            }
            break;
        case FingerGesture::kTapped:
            // A press in this frame and its release in the next, both where the finger went
            // down: a button fires on the release over it.
            io.MouseDown[0] = !t.press_shown;
            io.MousePos = ImVec2(t.down_x, t.down_y);
            if (t.press_shown) t.gesture = FingerGesture::kNone;
            t.press_shown = true;
            break;
        case FingerGesture::kNone: break;
    }
    if (t.hide_mouse_from != 0 && app.frame_count >= t.hide_mouse_from) {
        io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
    }
}

}  // namespace astar::app
