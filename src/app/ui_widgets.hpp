// Small ImGui helpers shared by the panels.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>
#include <string_view>

#include "app/keys_in_controls.hpp"
#include "app/model/text_wrap.hpp"
#include "app/screen_reader.hpp"
#include "app/touch.hpp"
#include "app/widget_rects.hpp"
#include "core/option_names.hpp"
#include "imgui.h"

namespace astar::app {

// ImGui::BeginCombo / EndCombo. Where fingers tap (finger_sized_controls), the list's rows are
// 29 px apart instead of 19, so that a fingertip takes the row it means (a Selectable's hit
// area reaches halfway into the spacing on either side).
// `spoken`: what a screen reader hears for the closed combo instead of its preview, where the
// preview is a caption and not a value ("Size" read "Map size: Size", QA pass).
inline bool begin_combo(const char* label, const char* preview, ImGuiComboFlags flags = 0,
                        const char* spoken = nullptr) {
    if (!ImGui::BeginCombo(label, preview, flags)) {
        // (Open, the list's rows have the highlight, and they say their own labels.)
        spoken_label(label);
        spoken_value(spoken ? spoken : preview);
        return false;
    }
    if (finger_sized_controls()) {
        ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing,
                            ImVec2(ImGui::GetStyle().ItemSpacing.x, 16.0f));
    }
    return true;
}

inline void end_combo() {
    if (finger_sized_controls()) ImGui::PopStyleVar();
    ImGui::EndCombo();
}

// A row of a combo's list. The chosen one is where the keyboard's highlight starts when the
// list opens (ImGui::Combo does this itself; with BeginCombo it is the rows' to say): it
// started on the first row, so Enter, Enter or Space, Space changed the value (QA pass).
inline bool combo_row(const char* text, bool chosen) {
    const bool pressed = ImGui::Selectable(text, chosen);
    if (chosen) ImGui::SetItemDefaultFocus();
    return pressed;
}

// Fields of whole numbers, kept as doubles: ImGui's InputInt reads what is typed with
// sscanf("%d"), which wraps past 32 bits, so that 4294967301 moved the start to x = 5 and
// made a new map 10 wide (QA pass). A double keeps the size of any number typed, and the
// caller clamps it or says why it does not fit. Shown without decimals; steps of 0: no - and
// + buttons.
inline bool input_whole_numbers(const char* label, double* values, int count, double step = 0,
                                double step_fast = 0, ImGuiInputTextFlags flags = 0) {
    const double* const steps = step > 0 ? &step : nullptr;
    const double* const fast = step_fast > 0 ? &step_fast : nullptr;
    // One field as InputScalar, not InputScalarN, which would push an ID of its own.
    return count == 1 ? ImGui::InputScalar(label, ImGuiDataType_Double, values, steps, fast,
                                           "%.0f", flags)
                      : ImGui::InputScalarN(label, ImGuiDataType_Double, values, count, steps,
                                            fast, "%.0f", flags);
}

// A whole number typed in such a field, rounded and clamped to [lo, hi] (not a number: lo).
inline int clamped_whole_number(double typed, int lo, int hi) {
    if (!(typed == typed)) return lo;
    return static_cast<int>(
        std::clamp(std::round(typed), static_cast<double>(lo), static_cast<double>(hi)));
}

// "4294967301": a number from such a field as it reads there.
inline std::string whole_number_text(double typed) {
    char text[400];  // the longest double without decimals has 309 digits
    std::snprintf(text, sizeof text, "%.0f", typed);
    return text;
}

// A small button on a line of text (Remove, Dismiss): ImGui's SmallButton, 13 px tall, for a
// mouse; a full button for fingers.
inline bool inline_button(const char* label) {
    return finger_sized_controls() ? ImGui::Button(label) : ImGui::SmallButton(label);
}

// The sidebar's fields and their labels. A field normally has its label on its right, with
// room kept for the longest one ("Diagonal cost") so that none is cut off, and its "(?)", if
// any, after the label. In a sidebar too narrow for both (a 390 px phone: the combos were
// 65 px wide and read "8 di", "Manh", "No c") the label and its "(?)" go on a line of their
// own above the field, which takes the whole line, so that the values can be read.

inline void help_marker(const char* text, const char* widget_name = nullptr);

// What a "(?)" after a field takes (help_marker).
inline float marker_room() {
    return ImGui::CalcTextSize("(?)").x + ImGui::GetStyle().ItemSpacing.x;
}

// What the sidebar keeps beside its fields for their labels.
inline float label_room() {
    return ImGui::CalcTextSize("Diagonal cost").x + ImGui::GetStyle().ItemInnerSpacing.x + 4.0f;
}

// What a combo takes besides its value's text: the arrow button and the frame's padding.
inline float combo_chrome() {
    return ImGui::GetFrameHeight() + 2 * ImGui::GetStyle().FramePadding.x;
}

// A combo as wide as the longest of the sidebar's option values needs (option_names.cpp),
// without a closing remark in brackets, which combo_value() drops where it does not fit
// ("Depth-first walk (not A*)"): "At most one side blocked", and combo_chrome().
inline float widest_combo() {
    static float font_size = 0.0f, width = 0.0f;
    if (font_size != ImGui::GetFontSize()) {
        font_size = ImGui::GetFontSize();
        float widest = 0.0f;
        const auto measure = [&]<class E>(E) {
            for (const NamedOption<E>& o : option_table<E>()) {
                const std::string_view text = without_remark(o.label);
                widest = std::max(widest,
                                  ImGui::CalcTextSize(text.data(), text.data() + text.size()).x);
            }
        };
        measure(Algorithm{});
        measure(Heuristic{});
        measure(TieBreak{});
        measure(Moves{});
        measure(DiagonalRule{});
        measure(DiagonalCost{});
        width = widest + combo_chrome();
    }
    return width;
}

// Whether the current window puts labels above their fields: where a field beside its label
// would be narrower than widest_combo() (at 600 px "At most one side blocked" was cut to "At
// most one side" beside its label; above it, it fits).
inline bool labels_above() {
    const float content =
        ImGui::GetWindowContentRegionMax().x - ImGui::GetWindowContentRegionMin().x;
    return content - label_room() < widest_combo();
}

// `text` as a combo's value: shortened (fit_line) to what the next item's width shows.
inline std::string combo_value(std::string_view text) {
    return fit_line(text, ImGui::CalcItemWidth() - combo_chrome(), [](std::string_view piece) {
        return ImGui::CalcTextSize(piece.data(), piece.data() + piece.size()).x;
    });
}

// The label to give a field's widget. Where labels_above(), draws `label` (up to any "##") and
// the "(?)" of `help` on a line of their own, makes the next item as wide as the line, and
// returns the label hidden ("##" + label: the same text, so IDs stay distinct), valid until
// the next call; elsewhere returns `label`, and the caller's SetNextItemWidth, if any, stands.
// After the widget, field_help(help) puts the "(?)" after the label where it is beside it.
inline const char* field_label(const char* label, const char* help = nullptr) {
    if (!labels_above()) return label;
    ImGui::TextUnformatted(label, std::strstr(label, "##"));
    if (help != nullptr) help_marker(help);
    ImGui::SetNextItemWidth(-FLT_MIN);
    static std::string hidden;
    hidden = "##";
    hidden += label;
    return hidden.c_str();
}

// What a screen reader hears on the three parts of an InputInt or InputDouble with - and +
// drawn with `label`, right after it: "Width: 32", "Width, one less: 32", "Width, one more: 32"
// (ImGui names them "", "-" and "+").
inline void spoken_steps(const char* label, const char* name, const std::string& value) {
    spoken_part(part_id(label, ""), name, value);
    spoken_part(part_id(label, "-"), std::string(name) + ", one less", value);
    spoken_part(part_id(label, "+"), std::string(name) + ", one more", value);
}

// The "(?)" of a field drawn with field_label(label, help), after the field's widget.
inline void field_help(const char* help) {
    if (help != nullptr && !labels_above()) help_marker(help);
}

// A combo box over every value of an option enum (option_names.hpp), with a "(?)" for `help`
// if given. Returns true on change.
template <class E>
bool option_combo(const char* label, E& value, const char* help = nullptr) {
    bool changed = false;
    const char* id = field_label(label, help);  // sets the width where labels are above
    const std::string current = combo_value(option_label(value));
    if (begin_combo(id, current.c_str())) {
        for (const NamedOption<E>& o : option_table<E>()) {
            const std::string text(o.label);
            if (combo_row(text.c_str(), o.value == value)) {
                changed = o.value != value;
                value = o.value;
            }
        }
        end_combo();
    }
    field_help(help);
    return changed;
}

// Pixels between the lines of a paragraph (ImGui's default item spacing, with a mouse).
inline constexpr float kTextLineGap = 4.0f;

// `text` in lines at most `width` pixels wide (the rest of the window's width when 0), broken
// at spaces only: ImGui::TextWrapped also breaks after a '.', which split "0.7071" into "0."
// and "7071" (text_wrap.hpp). In the current text colour; the lines make one item.
inline void wrapped_text(std::string_view text, float width = 0.0f) {
    if (width <= 0.0f) width = ImGui::GetContentRegionAvail().x;
    const auto width_of = [](std::string_view piece) {
        return ImGui::CalcTextSize(piece.data(), piece.data() + piece.size()).x;
    };
    ImGui::BeginGroup();  // one item: IsItemHovered and the item's rectangle cover every line
    // A wrap position pushed by the caller (a tooltip's) would make ImGui wrap these lines
    // again, its own way, where they end a few pixels past it.
    ImGui::PushTextWrapPos(-1.0f);
    // The lines kTextLineGap apart, whatever the spacing of the controls: where fingers tap,
    // rows of controls are 6 px apart, and paragraphs spaced like them stood out from the rest.
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing,
                        ImVec2(ImGui::GetStyle().ItemSpacing.x, kTextLineGap));
    for (std::string_view line : wrap_lines(text, width, width_of)) {
        ImGui::TextUnformatted(line.data(), line.data() + line.size());
    }
    ImGui::PopStyleVar();  // before EndGroup: the group's own spacing is the controls'
    ImGui::PopTextWrapPos();
    ImGui::EndGroup();
}

// wrapped_text in `colour` (a warning's amber, say).
inline void wrapped_text(const ImVec4& colour, std::string_view text, float width = 0.0f) {
    ImGui::PushStyleColor(ImGuiCol_Text, colour);
    wrapped_text(text, width);
    ImGui::PopStyleColor();
}

// wrapped_text greyed out: hints and side remarks.
inline void wrapped_hint(std::string_view text, float width = 0.0f) {
    wrapped_text(ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled), text, width);
}

// The width ImGui gives a button labelled `label` (which may end in "##id").
inline float button_width(const char* label) {
    return ImGui::CalcTextSize(label, nullptr, true).x + 2 * ImGui::GetStyle().FramePadding.x;
}

// ImGui::SameLine() if an item `next_width` wide still fits on this line of the window, else
// nothing, and the item starts the next line: in a phone's narrow sidebar the row of playback
// buttons was cut off after Play, with Run to end and Reset out of reach.
inline void same_line_if_fits_width(float next_width) {
    const float right = ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + next_width;
    if (right <= ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x) {
        ImGui::SameLine();
    }
}

// The same for a button labelled `next_label`.
inline void same_line_if_fits(const char* next_label) {
    same_line_if_fits_width(button_width(next_label));
}

// A tooltip's text width: `font_sizes` font sizes, or less in a window too narrow for that (a
// 420 px window cut a pane title's tooltip off at its edge, QA pass).
inline float tooltip_width(float font_sizes) {
    return std::max(std::min(ImGui::GetFontSize() * font_sizes,
                             ImGui::GetIO().DisplaySize.x - 40.0f),
                    ImGui::GetFontSize() * 8.0f);
}

// `text` in a tooltip while the last item is hovered, greyed out or not.
inline void tooltip(const char* text) {
    if (!ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) return;
    const float width = tooltip_width(28.0f);
    place_tooltip_beside_controls(width + 2 * ImGui::GetStyle().WindowPadding.x);
    spoken_explanation(text);
    ImGui::BeginTooltip();
    wrapped_text(text, width);
    ImGui::EndTooltip();
}

// The "(?)" whose text stays up after a tap on a touch screen (see help_marker), and the
// frame in which it was last drawn.
inline ImGuiID pinned_help_marker = 0;
inline int pinned_help_marker_frame = -1;

// A "(?)" that shows `text` when hovered. On a touch screen a tooltip shows only while the
// finger is down (ImGui sees no mouse once it lifts), too short to read a paragraph: there a
// tap on the "(?)" keeps its text up until the next tap, on it or anywhere else (once
// fingers_in_use()).
// On the same line as the last item where it fits, else under it: in a phone's sidebar the
// "(?)" after "g, h, f in cells" was cut in half at the edge.
inline void help_marker(const char* text, const char* widget_name) {
    same_line_if_fits_width(ImGui::CalcTextSize("(?)").x);
    ImGui::TextDisabled("(?)");
    keyboard_stop_on_last_item(text);
    if (widget_name != nullptr) note_widget(widget_name);
    const bool hovered = ImGui::IsItemHovered();
    bool show = hovered;
    const bool fingers = fingers_in_use();
    const ImVec2 display = ImGui::GetIO().DisplaySize;
    const float text_width = tooltip_width(30.0f);
    const float box_width = text_width + 2 * ImGui::GetStyle().WindowPadding.x;
    if (fingers) {
        const ImGuiID id = ImGui::GetID(text);
        const int frame = ImGui::GetFrameCount();
        // Pinned, and shown last frame: a marker in a folded section drops it, and so does
        // one scrolled out of sight (its text floated over the map, QA pass).
        bool pinned = pinned_help_marker == id && pinned_help_marker_frame >= frame - 1 &&
                      ImGui::IsItemVisible();
        if (ImGui::IsMouseClicked(ImGuiMouseButton_Left)) pinned = hovered && !pinned;
        if (pinned) {
            pinned_help_marker = id;
            pinned_help_marker_frame = frame;
        } else if (pinned_help_marker == id) {
            pinned_help_marker = 0;
        }
        show = show || pinned;
        // Under its "(?)", inside the screen, not where the finger last was.
        if (show) {
            constexpr float kMargin = 8.0f;
            const ImVec2 at(std::clamp(ImGui::GetItemRectMin().x, kMargin,
                                       std::max(display.x - box_width - kMargin, kMargin)),
                            ImGui::GetItemRectMax().y + 4.0f);
            ImGui::SetNextWindowPos(at);
        }
    }
    if (show) {
        if (!fingers) place_tooltip_beside_controls(box_width);
        spoken_explanation(text);
        ImGui::BeginTooltip();
        wrapped_text(text, text_width);
        ImGui::EndTooltip();
    }
}

}  // namespace astar::app
