#include <cstdio>

#include "app/ui.hpp"
#include "core/option_names.hpp"
#include "imgui.h"

namespace astar::app {

namespace {

const char* status_text(SearchStatus status) {
    switch (status) {
        case SearchStatus::kSearching: return "searching";
        case SearchStatus::kFound: return "found";
        case SearchStatus::kNoPath: return "no path";
        case SearchStatus::kStepLimit: return "step limit";
        case SearchStatus::kInvalid: return "invalid";
    }
    return "?";
}

}  // namespace

void draw_comparison(App& app) {
    const Comparison& cmp = app.session.comparison();
    const float top = app.pane_area.y + app.pane_area.height + 6;
    ImGui::SetNextWindowPos(ImVec2(app.pane_area.x, top));
    ImGui::SetNextWindowSize(
        ImVec2(app.pane_area.width, static_cast<float>(app.window_height) - top));
    ImGui::Begin("Comparison", nullptr,
                 ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                     ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoTitleBar);
    if (ImGui::BeginTable("panes", 8, ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg)) {
        ImGui::TableSetupColumn("Pane");
        ImGui::TableSetupColumn("Status");
        ImGui::TableSetupColumn("Expansions");
        ImGui::TableSetupColumn("Open now");
        ImGui::TableSetupColumn("Peak open");
        ImGui::TableSetupColumn("Path cost");
        ImGui::TableSetupColumn("Path cells");
        ImGui::TableSetupColumn("Optimal?");
        ImGui::TableHeadersRow();
        for (int i = 0; i < cmp.pane_count(); ++i) {
            const PaneSummary s = cmp.summary(i);
            const PaneSettings& p = cmp.scene().panes[static_cast<std::size_t>(i)];
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            const std::string name = std::string(option_label(p.algorithm)) + " " +
                                     std::string(option_label(p.heuristic));
            ImGui::TextUnformatted(name.c_str());
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(status_text(s.status));
            ImGui::TableNextColumn();
            ImGui::Text("%d", s.expansions);
            ImGui::TableNextColumn();
            ImGui::Text("%d", s.open_size);
            ImGui::TableNextColumn();
            ImGui::Text("%d", s.peak_open_size);
            ImGui::TableNextColumn();
            if (s.status == SearchStatus::kFound) ImGui::Text("%.3f", s.path_cost);
            ImGui::TableNextColumn();
            if (s.status == SearchStatus::kFound) ImGui::Text("%d", s.path_cells);
            ImGui::TableNextColumn();
            if (s.finished) ImGui::TextUnformatted(s.optimal ? "yes" : "NO");
        }
        ImGui::EndTable();
    }
    ImGui::End();
}

}  // namespace astar::app
