#include "app/model/view.hpp"

namespace astar::app {

void split_panes(const PixelRect& area, int count, float gap, float title_height,
                 int grid_columns, int grid_rows, PixelRect* out) {
    count = std::clamp(count, 1, 4);
    struct Arrangement {
        int columns, rows;
    };
    const Arrangement candidates[] = {{count, 1}, {1, count}, {2, (count + 1) / 2}};
    Arrangement best = candidates[0];
    float best_cell = -1;
    for (const Arrangement& a : candidates) {
        const float w = (area.width - gap * static_cast<float>(a.columns - 1)) /
                        static_cast<float>(a.columns);
        const float h = (area.height - gap * static_cast<float>(a.rows - 1)) /
                            static_cast<float>(a.rows) -
                        title_height;
        const float cell = fit_cell_size({0, 0, w, h}, grid_columns, grid_rows);
        if (cell > best_cell + 0.01f) {
            best_cell = cell;
            best = a;
        }
    }
    const float w = (area.width - gap * static_cast<float>(best.columns - 1)) /
                    static_cast<float>(best.columns);
    const float h = (area.height - gap * static_cast<float>(best.rows - 1)) /
                    static_cast<float>(best.rows);
    for (int i = 0; i < count; ++i) {
        const int col = i % best.columns, row = i / best.columns;
        out[i] = {area.x + static_cast<float>(col) * (w + gap),
                  area.y + static_cast<float>(row) * (h + gap) + title_height, w,
                  std::max(h - title_height, 1.0f)};
    }
}

}  // namespace astar::app
