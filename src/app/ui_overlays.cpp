#include <cstdio>

#include "app/ui.hpp"
#include "core/option_names.hpp"
#include "imgui.h"

namespace astar::app {

void draw_pane_overlays(App& app) {
    ImDrawList* draw = ImGui::GetBackgroundDrawList();
    const Comparison& cmp = app.session.comparison();
    for (int i = 0; i < cmp.pane_count() && i < static_cast<int>(app.pane_views.size()); ++i) {
        const PaneView& pv = app.pane_views[static_cast<std::size_t>(i)];
        const PaneSettings& p = cmp.scene().panes[static_cast<std::size_t>(i)];
        const PaneSummary s = cmp.summary(i);
        char title[160];
        std::snprintf(title, sizeof title, "%d. %s, %s  -  %d expansions", i + 1,
                      std::string(option_label(p.algorithm)).c_str(),
                      std::string(option_label(p.heuristic)).c_str(), s.expansions);
        draw->AddText(ImVec2(pv.rect.x + 4, pv.rect.y - 19), IM_COL32(230, 232, 238, 255), title);
    }
}

}  // namespace astar::app
