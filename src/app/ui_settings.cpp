#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "app/keys_in_controls.hpp"
#include "app/model/explain.hpp"
#include "app/on_screen_keyboard.hpp"
#include "app/ui.hpp"
#include "app/ui_teaching.hpp"
#include "app/ui_widgets.hpp"
#include "app/widget_rects.hpp"
#include "core/decimal_text.hpp"
#include "imgui.h"

namespace astar::app {

namespace {

const ImVec4 kWarning(1.0f, 0.75f, 0.3f, 1.0f);

// Returns true if the pane was removed.
bool draw_pane_settings(App& app, int i) {
    Session& s = app.session;
    PaneSettings settings = s.scene().panes[static_cast<std::size_t>(i)];
    ImGui::PushID(i);
    // In line with the Remove button, which is a full button where fingers tap.
    if (s.pane_count() > kMinPanes && finger_sized_controls()) ImGui::AlignTextToFramePadding();
    ImGui::Text("Pane %d", i + 1);
    if (s.pane_count() > kMinPanes) {
        ImGui::SameLine(ImGui::GetContentRegionAvail().x - 50);
        const bool remove = inline_button("Remove");
        spoken_label(("Remove pane " + std::to_string(i + 1)).c_str());
        note_widget(("remove_" + std::to_string(i + 1)).c_str());
        if (remove) {
            const std::vector<PaneSettings> before = s.scene().panes;
            const std::string name = pane_name(before[static_cast<std::size_t>(i)]);
            if (s.remove_pane(i)) {
                // Said, and heard: from the keyboard the highlight then lands on Add pane, and
                // a second Enter meant to remove another pane added one (QA pass).
                show_message(app,
                             "Pane " + std::to_string(i + 1) + " (" + name +
                                 ") removed; Ctrl+Z brings it back.",
                             false);
                follow_moved_panes(app, before);
                // The highlight was on this Remove, which is gone (QA pass).
                if (app.keys_in_controls) app.highlight_to = App::HighlightTo::kAddPane;
                ImGui::PopID();
                return true;
            }
        }
    }
    bool changed = option_combo("Algorithm", settings.algorithm);
    if (app.highlight_to == App::HighlightTo::kLastPane && i + 1 == s.pane_count()) {
        keyboard_focus_here();
        app.highlight_to = App::HighlightTo::kStays;
    }
    const bool uses_heuristic = settings.algorithm != Algorithm::kDijkstra &&
                                settings.algorithm != Algorithm::kBreadthFirst;
    // A setting the algorithm does not use says so, instead of its kept value: a Dijkstra pane
    // showing "Euclidean" and "w = 2.00", greyed, read to a student as still in effect. The
    // values stay for when the algorithm uses them again.
    const auto not_used = [&](const char* label, const char* what) {
        ImGui::BeginDisabled();
        if (ImGui::BeginCombo(field_label(label), "(not used)")) ImGui::EndCombo();
        ImGui::EndDisabled();
        if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
            ImGui::SetTooltip("%s does not use a %s.",
                              std::string(option_label(settings.algorithm)).c_str(), what);
        }
    };
    if (uses_heuristic) {
        changed |= option_combo("Heuristic", settings.heuristic);
    } else {
        not_used("Heuristic", "heuristic");
    }
    if (settings.algorithm == Algorithm::kAStar) {
        // A double, not a float: through a float a typed 0.7 became 0.699999988079071 in the
        // titles and links. Ctrl+click types any number; Session::set_pane keeps it to what a
        // share link can carry. Shown with the decimals it has, up to 6: at "%.2f" a typed
        // 0.707 read "w = 0.71" next to "Optimal.", and 0.71 the same next to "not to 0.7071
        // or less" (QA pass). Dragging still rounds to two decimals, by hand: ImGui would round
        // to the format's, which now follows the value.
        constexpr double kSliderMin = 0.0, kSliderMax = 5.0;
        constexpr int kLeastDecimals = 2, kMostDecimals = 6;
        const std::string number =
            "%." +
            std::to_string(decimals_needed(settings.weight, kLeastDecimals, kMostDecimals)) +
            "f";
        const std::string format = "w = " + number;
        bool moved = ImGui::SliderScalar(field_label("Weight"), ImGuiDataType_Double,
                                         &settings.weight, &kSliderMin, &kSliderMax,
                                         format.c_str(), ImGuiSliderFlags_NoRoundToFormat);
        char shown[40];
        std::snprintf(shown, sizeof shown, format.c_str(), settings.weight);
        spoken_value(shown);
        const std::string slider_name = "weight_" + std::to_string(i + 1);
        note_widget(slider_name.c_str());
        // Where fingers tap, a number field with - and + under it: a finger has no Ctrl to
        // type into a slider, and moved it 0.03 a pixel, so that neither 1.5 nor 2 could be
        // set on a phone or a tablet (QA pass). A tap on its digits brings up the device's
        // keyboard, with a decimal point (on_screen_keyboard.hpp).
        const bool fingers = finger_sized_controls();
        tooltip(fingers ? "f = g + w h. Drag, or type a weight from 0 to 1000 in the field "
                          "under it (or step it with - and +)."
                        : "f = g + w h. Drag, or Ctrl+click to type a weight from 0 to 1000.");
        // A mouse or finger on the slider drags it; a typed number comes with the Enter key.
        if (moved && ImGui::GetIO().MouseDown[ImGuiMouseButton_Left]) {
            settings.weight = std::round(settings.weight * 100.0) / 100.0;
        }
        if (fingers) {
            constexpr double kStep = 0.1, kFastStep = 1.0;
            const double before = settings.weight;
            const TypedFieldArea area = typed_field_area(2, true);
            const char* weight_label = field_label("Type a weight");
            const bool typed = ImGui::InputDouble(weight_label, &settings.weight, kStep,
                                                  kFastStep, number.c_str(),
                                                  ImGuiInputTextFlags_EnterReturnsTrue);
            spoken_steps(weight_label, "Type a weight", format_shortest(settings.weight));
            if (typed) {
                moved = true;
                // - or + keeps the decimals the weight had: 1.5 and 0.1 made
                // 1.6000000000000001 (a typed number that happens to be a step away is
                // already that short).
                const double step = std::abs(settings.weight - before);
                if (std::abs(step - kStep) < 1e-9 || std::abs(step - kFastStep) < 1e-9) {
                    const double scale = std::pow(10.0, decimals_needed(before, 1, 15));
                    settings.weight = std::round(settings.weight * scale) / scale;
                }
            }
            after_typed_field(area);
            note_widget(("weight_field_" + std::to_string(i + 1)).c_str());
        }
        changed |= moved;
    } else {
        not_used("Weight", "weight");
    }
    if (changed) {
        s.set_pane(i, settings);
        // A typed weight outside 0..1000 is kept inside: say so, a silent 1000 for a typed
        // 1001 looked like a slip of the app (game-dev pass).
        const double kept = s.scene().panes[static_cast<std::size_t>(i)].weight;
        if (!(kept == settings.weight) && settings.algorithm == Algorithm::kAStar) {
            // All the digits typed: rounded, 1000.00001 read "1000 is kept at 1000".
            char typed[32];
            std::snprintf(typed, sizeof typed, "%.10g", settings.weight);
            show_message(app,
                         std::isnan(settings.weight)
                             ? "A weight must be a number from 0 to " + format_number(kMaxWeight) +
                                   ": it is back at " + format_number(kept) + "."
                             : "A weight goes from 0 to " + format_number(kMaxWeight) + ": " +
                                   typed + " is kept at " + format_number(kept) + ".",
                         false);
            // Until the next change of the scene: it stayed its six seconds over a valid weight
            // typed right after it, as if that one had been refused too (QA pass).
            app.message_until_change = s.scene_changes();
        }
    }

    const PaneSummary summary = s.comparison().summary(i, Comparison::OptimumCheck::kIfKnown);
    if (!summary.verdict.admissible) {
        wrapped_text(kWarning, "Not guaranteed optimal. " + summary.verdict.explanation);
    } else {
        // Green like the pane titles' "optimal": the grey it was faded first on a projector.
        ImGui::TextColored(kGoodColour, "Optimal.");
        help_marker(summary.verdict.explanation.c_str());
    }
    ImGui::Separator();
    ImGui::PopID();
    return false;
}

}  // namespace

void draw_search_settings(App& app) {
    Session& s = app.session;
    MovementRules rules = s.scene().rules;
    bool changed = option_combo("Moves", rules.moves);
    note_widget("moves");
    ImGui::BeginDisabled(rules.moves == Moves::kFour);
    changed |= option_combo(
        "Diagonals", rules.diagonal,
        "When a diagonal step may pass the corner between two cells:\n"
        "No corner cutting: both side cells must be free (the Moving AI benchmark rule).\n"
        "At most one side blocked: squeezes past a single wall corner.\n"
        "Cut corners: always, even between two walls.\n"
        "Never: no diagonal steps.");
    ImGui::EndDisabled();
    // Greyed out whenever no diagonal step is ever taken: 4 moves, or the rule Never (QA pass).
    ImGui::BeginDisabled(!rules.allows_diagonals());
    changed |= option_combo("Diagonal cost", rules.diagonal_cost);
    note_widget("diagonal_cost");
    ImGui::EndDisabled();
    if (changed) s.set_rules(rules);

    TieBreak tie = s.scene().tie_break;
    if (option_combo("Ties", tie,
                     "Which open cell goes first when several have the same f. Preferring "
                     "larger g heads for the goal along one of the equally good paths: far "
                     "fewer expansions on open maps. (Breadth-first always takes the first in, "
                     "and the depth-first walk goes by neighbour order.)")) {
        s.set_tie_break(tie);
    }

    ImGui::Separator();
    // Until the next update() the comparison keeps the removed pane, and pane_count() with
    // it: reading on would read one past the end of the scene's panes (code review).
    for (int i = 0; i < s.pane_count(); ++i) {
        if (draw_pane_settings(app, i)) break;
    }
    if (s.pane_count() < kMaxPanes) {
        const bool add = ImGui::Button("Add pane");
        note_widget("add_pane");
        if (app.highlight_to == App::HighlightTo::kAddPane) {
            keyboard_focus_here();
            app.highlight_to = App::HighlightTo::kStays;
        }
        if (add) {
            const PaneSettings added{Algorithm::kAStar, Heuristic::kOctile, 1.0};
            s.add_pane(added);
            const std::string number = std::to_string(s.scene().panes.size());
            show_message(app,
                         "Pane " + number + " (" + pane_name(added) +
                             ") added; its settings are at the end of the panes' list.",
                         false);
            // Out of date, and over the table's notes, once the new pane is set (QA pass: it
            // still named Octile after the pane had become Dijkstra).
            app.message_until_change = s.scene_changes();
            // The button goes once the panes are full, and the highlight on it with it (QA
            // pass): to the new pane's first control, which is what one sets next.
            if (app.keys_in_controls && s.scene().panes.size() == std::size_t{kMaxPanes}) {
                app.highlight_to = App::HighlightTo::kLastPane;
            }
        }
    }
}

void draw_view_options(App& app) {
    const char* current = palette(app.palette_id).name;
    const char* help = "High contrast: black walls on white, Okabe-Ito colours that stay "
                       "distinct for colour-blind viewers and on a classroom projector.";
    if (begin_combo(field_label("Colours", help), current)) {
        for (int i = 0; i < static_cast<int>(PaletteId::kCount); ++i) {
            const auto id = static_cast<PaletteId>(i);
            if (combo_row(palette(id).name, id == app.palette_id)) app.palette_id = id;
        }
        end_combo();
    }
    field_help(help);
    ImGui::Checkbox("g, h, f in cells", &app.show_numbers);
    help_marker("Shown when cells are large enough: zoom in (the wheel, or pinch) on a big map.");
    ImGui::Checkbox("Came-from arrows", &app.show_arrows);
    ImGui::Checkbox("Smoothed path", &app.show_smoothed);
    help_marker("The found path with turns cut wherever a straight line of sight exists "
                "(never through a wall or a forbidden corner).");
    ImGui::Checkbox("Other panes' outlines", &app.show_outlines);
    note_widget("outlines");
    help_marker("Each pane outlines the cells every other pane has expanded, in a darker shade "
                "of that pane's colour: on one map, where one search went and another did not.");
    if (ImGui::Button("Zoom to fit (0)")) app.view = {};
}

}  // namespace astar::app
