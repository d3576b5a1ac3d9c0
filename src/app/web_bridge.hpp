// The app's side of the page: the URL fragment (share links), files in and out, the clipboard.
#pragma once

#include "app/app.hpp"

namespace astar::app {

// The scene from the page's URL fragment if it holds a valid share link; otherwise the default
// scene (and a message saying why the link was not used).
void open_initial_scene(App& app);

}  // namespace astar::app
