#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include "app/ui.hpp"
#include "app/ui_widgets.hpp"
#include "app/widget_rects.hpp"
#include "imgui.h"
#include "imgui_internal.h"  // TempInputIsActive: the Speed field is being typed in

namespace astar::app {

void draw_playback_controls(App& app) {
    Session& s = app.session;
    const Comparison& cmp = s.comparison();
    // During a replay to the end, already what it will be: Play then starts over (QA pass).
    const bool finished = s.all_finished();

    if (ImGui::Button("Step back")) {
        s.set_playing(false);
        s.step_back();
    }
    note_widget("step_back");
    tooltip("Undo one expansion in every pane (B, Left)");
    same_line_if_fits("Step");
    if (ImGui::Button("Step")) {
        s.set_playing(false);
        s.step();
    }
    note_widget("step");
    tooltip("One expansion in every pane (N, Right)");
    const char* play = s.playing() ? "Pause" : finished ? "Replay" : "Play";
    // As wide as its widest label: on a phone held upright, Play turning into Pause moved Run
    // to end and Reset to the next line and back under the finger (tablet QA pass).
    const float play_width = std::max({button_width("Play"), button_width("Pause"),
                                       button_width("Replay")});
    same_line_if_fits_width(play_width);
    // One ID whatever it reads: the keyboard's highlight (keys_in_controls.hpp) follows an
    // ID, and lost the button when Play turned into Pause (QA pass).
    const bool play_pressed =
        ImGui::Button((std::string(play) + "###play").c_str(), ImVec2(play_width, 0));
    note_widget("play");
    if (play_pressed) {
        if (s.playing()) {
            s.set_playing(false);
        } else {
            s.play();
        }
    }
    tooltip(finished && !s.playing() ? "Play again from step 0 (Space)" : "Play / pause (Space)");
    same_line_if_fits("Run to end");
    if (ImGui::Button("Run to end")) {
        s.set_playing(false);
        s.run_to_end_in_slices();
    }
    note_widget("run_to_end");
    tooltip("Finish every search now (E, End)");
    same_line_if_fits("Reset");
    if (ImGui::Button("Reset")) {
        s.set_playing(false);
        s.restart();
    }
    note_widget("reset");
    tooltip("Back to step 0 (R, Home)");

    // Speed on a log scale: 1 expansion a second up to a million (thousands per frame).
    // Typed (Ctrl + click, or Tab from another field) it is steps per second: the slider's own
    // value is the speed's logarithm, and a typed 20 made 10^20, a million steps a second
    // (QA pass). The text field opens with the shown "20 steps/s", all of it selected.
    ImGui::SetNextItemWidth(-70);
    const char* speed_id = field_label("Speed");
    // About to open for typing (Enter on the keyboard's highlight, Ctrl + click): the field
    // starts from the slider's text, so it shows the whole number then (typed_speed_text).
    const ImGuiContext& g = *ImGui::GetCurrentContext();
    const ImGuiID id = ImGui::GetID(speed_id);
    const bool may_type = (g.NavId == id && !g.NavDisableHighlight) ||
                          (g.HoveredIdPreviousFrame == id && g.IO.KeyCtrl);
    const std::string label = may_type ? typed_speed_text(s.speed()) : speed_text(s.speed());
    if (ImGui::TempInputIsActive(id)) {
        // A double: a typed 3.7 as a float went into links as 3.700000047683716 (QA pass).
        double typed = s.speed();
        const double least = Session::kMinSpeed, most = Session::kMaxSpeed;
        if (ImGui::SliderScalar(speed_id, ImGuiDataType_Double, &typed, &least, &most, "%g",
                                ImGuiSliderFlags_AlwaysClamp | ImGuiSliderFlags_NoRoundToFormat)) {
            s.set_speed(typed);
        }
    } else {
        float log_speed = static_cast<float>(std::log10(s.speed()));
        if (ImGui::SliderFloat(speed_id, &log_speed,
                               static_cast<float>(std::log10(Session::kMinSpeed)),
                               static_cast<float>(std::log10(Session::kMaxSpeed)),
                               label.c_str())) {
            s.set_speed(std::pow(10.0, static_cast<double>(log_speed)));
        }
    }
    spoken_value(speed_text(s.speed()));
    note_widget("speed");

    // The timeline: every position from 0 to the end (or as far as the search has got).
    const int position = s.position();
    const int end = cmp.end();
    const ImGuiStyle& style = ImGui::GetStyle();
    const char* help = cmp.end_known()
                           ? nullptr
                           : "The timeline grows as the search runs; Run to end shows it all.";
    const float marker = help != nullptr ? marker_room() : 0.0f;
    // Room on the right for the label and, while the end is unknown, the "(?)" after it (it
    // was cut off at the sidebar's edge, out of reach of the mouse). With labels above, the
    // label and its "(?)" take a line of their own.
    const float width = labels_above() ? ImGui::GetContentRegionAvail().x
                                       : ImGui::GetContentRegionAvail().x - (70 + marker);
    // During a replay the scale grows with it, so a place on the slider meant a different
    // step from one frame to the next (QA pass): it waits until the replay is done.
    const bool replaying = s.replaying();
    // The slider's text, with `step` for the position: the text as read, and the format the
    // slider prints its value with ("%.0f"), so that a dragged grab's text follows it.
    const auto timeline_text = [&](const char* step, bool narrow) {
        char text[64];
        const char* more = cmp.end_known() ? "" : "+";
        if (replaying) {
            std::snprintf(text, sizeof text, narrow ? "%s..." : "%s: step %s",
                          narrow ? step : s.running_to_end() ? "running" : "replaying",
                          step);
        } else if (cmp.end_known() || end > 0) {
            // "of 0+" said nothing at step 0 (QA pass): the end reached so far only once there
            // is one.
            std::snprintf(text, sizeof text, narrow ? "%s/%d%s" : "step %s of %d%s", step, end,
                          more);
        } else {
            std::snprintf(text, sizeof text, narrow ? "%s" : "step %s", step);
        }
        return std::string(text);
    };
    const std::string number = std::to_string(position);
    // A narrow sidebar (a phone, a small window) cut "step 431 of 4" off mid-number.
    const bool narrow = ImGui::CalcTextSize(timeline_text(number.c_str(), false).c_str()).x +
                            2 * style.FramePadding.x >
                        width;
    const std::string timeline = timeline_text(number.c_str(), narrow);
    const std::string format = timeline_text("%.0f", narrow);
    ImGui::SetNextItemWidth(width);
    ImGui::BeginDisabled(replaying);
    // A float slider over whole steps: its grab is the thin one whatever the search's length.
    // An integer slider's grab is the track over the number of steps: over 0..1 (a search of
    // one step, or none yet) it covered half the track and read as half-way, and over short
    // searches it covered the label's digits (QA passes). The "%.0f" in the format also makes
    // the keyboard's arrows move it a whole step at a time up to 100 steps, as an integer
    // slider's did.
    float at = static_cast<float>(position);
    if (ImGui::SliderFloat(field_label("Timeline", help), &at, 0.0f,
                           static_cast<float>(std::max(end, 1)), format.c_str()) &&
        end > 0) {
        const int wanted = std::clamp(static_cast<int>(std::lround(at)), 0, end);
        if (wanted != position) {
            s.set_playing(false);
            s.seek(wanted);
        }
    }
    spoken_value(timeline);
    app.timeline_held = ImGui::IsItemActive();
    note_widget("timeline");
    ImGui::EndDisabled();
    field_help(help);
}

}  // namespace astar::app
