// Where a pane went when the list of panes changed: the Open list section explains one pane by
// its place in the list, and removing a pane before it (or an undo bringing one back) moved
// the others, so the section silently explained another search in front of the class (QA pass).
//
// How to use:
//     const std::vector<PaneSettings> before = session.scene().panes;
//     session.undo();
//     shown = pane_after_change(before, shown, session.scene().panes);
#pragma once

#include <vector>

#include "core/scene.hpp"

namespace astar::app {

// The place in `after` of the pane at `place` in `before`, when `after` is `before` with one
// pane removed or inserted (a removed pane's place goes to the pane after it, or the last);
// with as many panes as before (a pane changed in place), the same place; after any other
// change, the same place clamped to the list.
int pane_after_change(const std::vector<PaneSettings>& before, int place,
                      const std::vector<PaneSettings>& after);

}  // namespace astar::app
