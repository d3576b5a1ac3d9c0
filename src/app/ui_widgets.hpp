// Small ImGui helpers shared by the panels.
#pragma once

#include <string>

#include "core/option_names.hpp"
#include "imgui.h"

namespace astar::app {

// A combo box over every value of an option enum (option_names.hpp). Returns true on change.
template <class E>
bool option_combo(const char* label, E& value) {
    bool changed = false;
    const std::string current(option_label(value));
    if (ImGui::BeginCombo(label, current.c_str())) {
        for (const NamedOption<E>& o : option_table<E>()) {
            const std::string text(o.label);
            if (ImGui::Selectable(text.c_str(), o.value == value)) {
                changed = o.value != value;
                value = o.value;
            }
        }
        ImGui::EndCombo();
    }
    return changed;
}

// `text` in a tooltip while the last item is hovered, greyed out or not.
inline void tooltip(const char* text) {
    if (!ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) return;
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 28.0f);
    ImGui::TextUnformatted(text);
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
}

// A "(?)" that shows `text` when hovered.
inline void help_marker(const char* text) {
    ImGui::SameLine();
    ImGui::TextDisabled("(?)");
    if (ImGui::IsItemHovered()) {
        ImGui::BeginTooltip();
        ImGui::PushTextWrapPos(ImGui::GetFontSize() * 30.0f);
        ImGui::TextUnformatted(text);
        ImGui::PopTextWrapPos();
        ImGui::EndTooltip();
    }
}

}  // namespace astar::app
