#include "app/web_bridge.hpp"

namespace astar::app {

void open_initial_scene(App& app) { load_scene(app, default_scene()); }

}  // namespace astar::app
