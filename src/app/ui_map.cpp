#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iterator>
#include <optional>
#include <string>

#include "app/model/cell_visual.hpp"
#include "app/model/explain.hpp"
#include "app/model/scenario_list.hpp"
#include "app/model/scene_files.hpp"
#include "app/input.hpp"
#include "app/on_screen_keyboard.hpp"
#include "app/ui.hpp"
#include "app/ui_teaching.hpp"
#include "app/ui_widgets.hpp"
#include "app/web_bridge.hpp"
#include "app/widget_rects.hpp"
#include "core/map_generators.hpp"
#include "imgui.h"

namespace astar::app {

namespace {

const ImVec4 kWarning(1.0f, 0.75f, 0.3f, 1.0f);

// Links longer than this are not shown in a text field (ImGui would lay out megabytes of text
// every frame); the address bar holds them anyway.
constexpr std::size_t kMaxShownLink = 200000;

struct SizeChoice {
    int width, height;
};
constexpr SizeChoice kSizes[] = {{16, 16},   {32, 20},   {64, 64},    {128, 128},
                                 {256, 256}, {512, 512}, {1024, 1024}};


// The width of each of `columns` equal columns across `full` pixels, item spacing between.
float column_width(float full, int columns) {
    return (full - ImGui::GetStyle().ItemSpacing.x * static_cast<float>(columns - 1)) /
           static_cast<float>(columns);
}

// How many columns of equal buttons a grid of buttons labelled `labels` gets: `columns`, or
// one where a label would not fit (a phone's sidebar cut "Maze: depth-first" to "Maze: depth").
int grid_columns(std::initializer_list<const char*> labels, int columns) {
    const float width = column_width(ImGui::GetContentRegionAvail().x, columns);
    for (const char* label : labels) {
        if (button_width(label) > width) return 1;
    }
    return columns;
}

// The button numbered `index` (from 0) of a grid of `columns` equal buttons a row, filling
// the width.
bool grid_button(const char* label, int index, int columns) {
    const int column = index % columns;
    if (column > 0) ImGui::SameLine();
    const float full = ImGui::GetContentRegionAvail().x +
                       (column > 0 ? ImGui::GetCursorPosX() - ImGui::GetWindowContentRegionMin().x
                                   : 0.0f);
    return ImGui::Button(label, ImVec2(column_width(full, columns), 0));
}

// A section title with a rule under it, and a "(?)" after it if `help` is given.
void heading(const char* text, const char* help = nullptr, const char* help_name = nullptr) {
    ImGui::Spacing();
    ImGui::TextUnformatted(text);
    if (help != nullptr) help_marker(help, help_name);
    ImGui::Separator();
}

// A button at its natural width, on the same line as the last one if it still fits.
bool flow_button(const char* label, bool first) {
    if (!first) same_line_if_fits(label);
    return ImGui::Button(label);
}

// Undo and Redo side by side, greyed out when there is nothing to take back or bring back;
// the tooltip names the action.
void draw_undo_redo(App& app) {
    const Session& s = app.session;
    // One of the two: its label; its name in lower case (the widget's, and the word in "Nothing
    // to undo"); whether it can act; the name of the action it would take; its keys.
    const int columns = grid_columns({"Undo", "Redo"}, 2);
    auto button = [&](const char* label, const char* name, int index, bool can,
                      const std::string& what, const char* keys, void (*act)(App&)) {
        ImGui::BeginDisabled(!can);
        if (grid_button(label, index, columns)) act(app);
        ImGui::EndDisabled();
        note_widget(name);
        char tip[128];
        std::snprintf(tip, sizeof tip, "%s %s. %s.", can ? label : "Nothing to",
                      can ? what.c_str() : name, keys);
        tooltip(tip);
    };
    button("Undo", "undo", 0, s.can_undo(), s.undo_name(), "Ctrl+Z", undo_edit);
    button("Redo", "redo", 1, s.can_redo(), s.redo_name(), "Ctrl+Y or Ctrl+Shift+Z", redo_edit);
}

// "64 x 64: 170 walls, 52 cells of terrain", counted again only when the scene changed.
void draw_map_info(App& app) {
    static unsigned long long counted = ~0ull;
    static int walls = 0, terrain = 0;
    const Session& s = app.session;
    const Grid& grid = s.scene().grid;
    if (counted != s.rebuild_count()) {
        counted = s.rebuild_count();
        walls = terrain = 0;
        for (int i = 0; i < grid.cell_count(); ++i) {
            walls += !grid.passable_at(i);
            terrain += grid.passable_at(i) && (grid.cost_at(i) != kPlainGround || grid.water_at(i));
        }
    }
    // Wrapped: a phone's sidebar cut it after "30 walls,".
    char text[96];
    std::snprintf(text, sizeof text, "%d x %d cells: %d wall%s, %d with terrain", grid.width(),
                  grid.height(), walls, walls == 1 ? "" : "s", terrain);
    wrapped_hint(text);
}

// Start and goal as typed numbers: on a big map, where a cell is under a pixel, a game
// developer reproducing a scenario could not place them by dragging. The pair is applied when
// it is left (Enter, Tab out of y, a click elsewhere), not per keystroke: while typing "512"
// the 5 and the 51 are not moves, and x then Tab then y is one move.
void draw_start_and_goal_cells(App& app) {
    Session& s = app.session;
    const float field = ImGui::GetFontSize() * 8.0f;
    auto cell_field = [&](const char* label, const char* widget, App::TypedCell& typed,
                          bool is_start) {
        const Cell at = is_start ? s.scene().start : s.scene().goal;
        // A field that was not drawn in the last frame (its section folded, the sidebar hidden
        // by a phone turned upright) lost its edit in ImGui: it is not applied when the field
        // comes back (a half-typed 2 of 25 moved the start there, QA pass).
        if (typed.drawn_frame != ImGui::GetFrameCount() - 1) typed.editing = false;
        typed.drawn_frame = ImGui::GetFrameCount();
        if (!typed.editing) {
            typed.xy[0] = at.x;
            typed.xy[1] = at.y;
        }
        ImGui::SetNextItemWidth(field);
        const TypedFieldArea area = typed_field_area(0);
        input_whole_numbers(label, typed.xy, 2);
        after_typed_field(area);
        for (int i = 0; i < 2; ++i) {  // the fields' own labels are empty
            spoken_part(part_id(label, "", i),
                        std::string(is_start ? "Start " : "Goal ") + (i == 0 ? "x" : "y"),
                        whole_number_text(typed.xy[i]));
        }
        const bool editing = ImGui::IsItemActive();  // either box of the pair (a group)
        note_widget(widget);
        tooltip(is_start ? "The start cell, x then y, from (0, 0) at the top left. Type, then "
                           "Enter (Tab goes from x to y), or drag S on the map."
                         : "The goal cell, x then y, from (0, 0) at the top left. Type, then "
                           "Enter (Tab goes from x to y), or drag G on the map.");
        const bool left = typed.editing && !editing;
        typed.editing = editing;
        if (!left) return;
        // Past any map's side (a cell's numbers must also fit an int): refused here, in the
        // words move_marker uses, with the numbers as typed.
        const auto off_every_map = [](double v) { return !(std::abs(v) <= kMaxSceneSide); };
        if (off_every_map(typed.xy[0]) || off_every_map(typed.xy[1])) {
            refuse_marker_move(app, is_start,
                               "(" + whole_number_text(typed.xy[0]) + ", " +
                                   whole_number_text(typed.xy[1]) + ")",
                               "is outside the " + size_text(s.scene().grid) + " map");
            return;
        }
        const Cell cell{clamped_whole_number(typed.xy[0], -kMaxSceneSide, kMaxSceneSide),
                        clamped_whole_number(typed.xy[1], -kMaxSceneSide, kMaxSceneSide)};
        if (cell == at) return;
        s.begin_action();  // a typed move is an action of its own
        move_marker(app, is_start, cell);
    };
    cell_field("Start##cell", "start_cell", app.start_field, true);
    cell_field("Goal##cell", "goal_cell", app.goal_field, false);
}

// The scenarios of an opened .scen file: one is placed at a time, picked by its number, and
// the file's optimal length is checked against the app's own optimum (the table's Dijkstra).
void draw_scenarios(App& app) {
    if (!app.scenarios || !scenario_list_fits(*app.scenarios, app.session)) return;
    const ScenarioList& list = *app.scenarios;
    const int count = static_cast<int>(list.scenarios.size());
    double typed = app.scenario_field;
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 8.0f);
    // Enter applies a typed number (not each keystroke: "120" is not 1, then 12); the - and +
    // buttons apply at once.
    const TypedFieldArea area = typed_field_area(2);
    const bool chosen =
        input_whole_numbers("##scenario", &typed, 1, 1, 10, ImGuiInputTextFlags_EnterReturnsTrue);
    after_typed_field(area);
    spoken_steps("##scenario", "Scenario",
                 whole_number_text(typed) + " of " + std::to_string(count));
    note_widget("scenario");
    tooltip("A problem from the .scen file: type its number and press Enter, or use - and +. "
            "Its start and goal are placed (Ctrl+Z takes them back).");
    ImGui::SameLine(0, 4);
    ImGui::Text("Scenario (of %d)", count);
    const Scene& scene = app.session.scene();
    auto placed = [&] {
        const Scenario& s = list.scenarios[static_cast<std::size_t>(app.scenario_field - 1)];
        return scene.start == s.start && scene.goal == s.goal;
    };
    std::optional<std::string> problem =
        scenario_problem(app.session, list, app.scenario_field - 1);
    // Enter on an unchanged number changes nothing in ImGui: a button places it again.
    bool place_again = false;
    if (!problem && !placed()) {
        ImGui::SameLine();
        place_again = inline_button("Place");
        note_widget("scenario_place");
        tooltip("Start and goal were moved since: put them back where this scenario has them.");
    }
    if (chosen || place_again) {
        const double wanted = chosen ? typed : app.scenario_field;
        app.scenario_field = clamped_whole_number(wanted, 1, count);
        problem = scenario_problem(app.session, list, app.scenario_field - 1);
        const std::string which = "Scenario " + std::to_string(app.scenario_field);
        if (problem) {
            show_refusal(app, which + " cannot be placed: " + *problem + ".");
        } else {
            app.session.begin_action();  // a placement is an action of its own
            place_scenario(app.session, list, app.scenario_field - 1);
            if (wanted != app.scenario_field) {
                show_message(app,
                             (count == 1 ? std::string("There is 1 scenario: placed ")
                                         : "There are " + std::to_string(count) +
                                               " scenarios: placed ") +
                                 which + ".",
                             false);
            } else {
                app.message.clear();  // what it said was about the scenario before
            }
        }
    }
    const int index = app.scenario_field - 1;
    const Scenario& s = list.scenarios[static_cast<std::size_t>(index)];
    wrapped_text(scenario_text(list, index));
    if (problem) {
        wrapped_text(kWarning, "It cannot be placed: " + *problem + ".");
        return;
    }
    if (!placed()) {
        wrapped_hint("Start or goal moved since (Place puts them back).");
        return;
    }
    // The file's lengths are for 8 moves, no corner cutting, diagonals sqrt(2).
    if (!app.session.comparison().optimum_known()) {  // spread over frames (Session::advance)
        wrapped_hint("Checking the app's optimum with Dijkstra...");
        return;
    }
    const double here = app.session.comparison().optimal_cost();
    if (s.is_optimal_length(here)) {
        const std::optional<std::string> differs =
            how_scene_differs_from_file(app.session.scene(), list);
        if (differs) {
            // Not a check that passed: under other rules or costs the two agree by chance.
            wrapped_hint("The app's optimum, " + cost_text(here) +
                         ", is the file's length, though " + *differs + ".");
        } else {
            ImGui::TextColored(kGoodColour, "The app's optimum agrees: %s.",
                               cost_text(here).c_str());
        }
    } else {
        wrapped_text(kWarning,
                     (here < 0 ? std::string("The app finds no path: ")
                               : "The app's optimum here is " + cost_text(here) + ": ") +
                         why_optimum_differs(app.session.scene(), list) + ".");
    }
}

void draw_brushes(App& app) {
    heading("Brush", app.fingers
                         ? "A finger paints with the brush (the Eraser gives back plain ground). "
                           "Drag the start or the goal to move it: the search replays as it "
                           "moves. Look reads a cell without painting. Two fingers pinch to "
                           "zoom and move the map."
                         : "Left drag paints with the brush, right drag erases. Drag the start "
                           "or the goal to move it: the search replays as it moves. Look reads "
                           "a cell without painting. Shift + drag or middle drag pans, the "
                           "wheel zooms.",
            "brush_help");
    const Palette& colours = palette(app.palette_id);
    static const char* const kShort[kBrushCount] = {"Wall", "Eraser", "Sand 2", "Swamp 5",
                                                    "Water 9"};
    const ImGuiStyle& style = ImGui::GetStyle();
    const float side = ImGui::GetTextLineHeight();
    // Three columns where the longest name fits, else two (in a phone's sidebar "Sand 2" ran
    // into "Swamp 5").
    const float avail = ImGui::GetContentRegionAvail().x;
    const float widest = side + 4 + ImGui::CalcTextSize("Swamp 5").x + style.ItemSpacing.x;
    const int columns = 3 * widest <= avail ? 3 : 2;
    const float column = column_width(avail, columns);
    // Rows as tall as the other controls where fingers tap (they were 19 px of 29, and a tap
    // on Water took Look, QA pass), the text and the swatch in the middle.
    const float row = finger_sized_controls() ? ImGui::GetFrameHeight() : side;
    // One selectable per entry, its swatch (or the room for one) and its name drawn on it: the
    // highlight of the chosen one covers both (it left the swatch out when the swatch was a
    // widget of its own before the selectable).
    auto entry = [&](const char* name, const Rgba* c, bool chosen) {
        const ImVec2 at = ImGui::GetCursorScreenPos();
        ImGui::PushID(name);
        const bool pressed = ImGui::Selectable("##entry", chosen, 0, ImVec2(column, row));
        spoken_label(name);  // not "entry"
        spoken_value(chosen ? "chosen" : "not chosen");
        ImGui::PopID();
        ImDrawList* draw = ImGui::GetWindowDrawList();
        const float top = at.y + (row - side) / 2;
        if (c != nullptr) {
            draw->AddRectFilled(ImVec2(at.x, top), ImVec2(at.x + side, top + side),
                                ImGui::ColorConvertFloat4ToU32(ImVec4(c->r, c->g, c->b, 1.0f)));
            draw->AddRect(ImVec2(at.x, top), ImVec2(at.x + side, top + side),
                          ImGui::GetColorU32(ImGuiCol_Border));
        }
        draw->AddText(ImVec2(at.x + side + 4, at.y + (row - ImGui::GetTextLineHeight()) / 2),
                      ImGui::GetColorU32(ImGuiCol_Text), name);
        return pressed;
    };
    // In three columns Wall, Eraser and Look on the first line, the three terrains on the
    // second; in two, Look last. kLook stands for Look among the brushes' numbers.
    constexpr int kLook = kBrushCount;
    constexpr int kThree[] = {0, 1, kLook, 2, 3, 4};
    constexpr int kTwo[] = {0, 1, 2, 3, 4, kLook};
    for (int place = 0; place < kBrushCount + 1; ++place) {
        const int i = (columns == 3 ? kThree : kTwo)[place];
        if (place % columns != 0) ImGui::SameLine();
        if (i == kLook) {
            // No swatch: it paints nothing.
            if (entry("Look", nullptr, app.looking)) choose_look(app);
            note_widget("look");
            tooltip("Press a cell to read its state, g, h and f in every pane; nothing is "
                    "painted. The card stays up after the finger lifts, and follows the search "
                    "as it steps; a tap on it puts it away. Key 6.");
            continue;
        }
        const auto brush = static_cast<Brush>(i);
        ImGui::PushID(i);
        const Rgba c = colours.terrain(terrain_of(brush_cost(brush), false));
        if (entry(kShort[i], &c, app.brush == brush && !app.looking)) {
            choose_brush(app, brush);
        }
        note_widget(("brush_" + std::to_string(i + 1)).c_str());
        // Painted water is terrain that costs 9 to enter from any side; a loaded map's 'W' is
        // entered only from water. Said here, where it is painted: a QA pass painted water,
        // saved the map, and got swamp back.
        const char* more =
            brush == Brush::kWater
                ? " Entered from any side, unlike the water 'W' of a Moving AI map, which only "
                  "water can enter. Save .map writes it as swamp 'S'."
                : brush == Brush::kSand ? " A .map has no sand: Save .map writes it as swamp 'S'."
                                        : "";
        const std::string tip =
            std::string(brush_label(brush)) + "." + more + " Key " + std::to_string(i + 1) + ".";
        tooltip(tip.c_str());
        ImGui::PopID();
    }
    // The short label where the long one would be cut off (a phone's sidebar).
    const char* clear = button_width("Clear walls and terrain") <= ImGui::GetContentRegionAvail().x
                            ? "Clear walls and terrain###clear"
                            : "Clear the map###clear";
    if (ImGui::Button(clear, ImVec2(-1, 0))) clear_map(app);
    note_widget("clear_walls");
    tooltip("Every cell becomes plain ground (cost 1). Start, goal, rules and panes stay. Key C.");
    draw_undo_redo(app);
}

const char* side_tip(const char* side) {
    static char tip[160];
    std::snprintf(tip, sizeof tip,
                  "%s in cells, %d to %d, and at most %lld cells in all (1024 x 1024): the "
                  "height gives way.",
                  side, kMinSceneSide, kMaxSceneSide, kMaxSceneCells);
    return tip;
}

void draw_new_map(App& app) {
    heading("New map");
    const Scene& scene = app.session.scene();
    // "[width] x [height] [Size]" on one line where it fits; else (a phone's sidebar, where
    // the line ran off its edge) a line each for the width and the height, labelled, and one
    // for the sizes.
    const ImGuiStyle& style = ImGui::GetStyle();
    const float avail = ImGui::GetContentRegionAvail().x;
    // Room for four digits and the - and + buttons, which are as wide as they are tall: a
    // field of a fixed 6.5 font sizes left 18 px for the digits where fingers tap, and 1000
    // read "10".
    float field = ImGui::CalcTextSize("0000").x + 2 * style.FramePadding.x +
                  2 * (ImGui::GetFrameHeight() + style.ItemInnerSpacing.x);
    const bool one_line = 2 * field + ImGui::CalcTextSize("x").x + 8 + style.ItemSpacing.x +
                              button_width("Size") + ImGui::GetFrameHeight() <=
                          avail;
    if (!one_line) {
        field = avail - ImGui::CalcTextSize("Height").x - style.ItemInnerSpacing.x;
    }
    ImGui::SetNextItemWidth(field);
    const TypedFieldArea width_area = typed_field_area(2);
    const char* width_label = one_line ? "###width" : "Width###width";
    double width = app.new_width;
    if (input_whole_numbers(width_label, &width, 1, 1, 16)) {
        app.new_width = clamped_whole_number(width, kMinSceneSide, kMaxSceneSide);
    }
    after_typed_field(width_area);
    spoken_steps(width_label, "Width", std::to_string(app.new_width));
    note_widget("new_width");
    tooltip(side_tip("Width"));
    if (one_line) {
        ImGui::SameLine(0, 4);
        ImGui::TextUnformatted("x");
        ImGui::SameLine(0, 4);
    }
    ImGui::SetNextItemWidth(field);
    const TypedFieldArea height_area = typed_field_area(2);
    const char* height_label = one_line ? "###height" : "Height###height";
    double height = app.new_height;
    if (input_whole_numbers(height_label, &height, 1, 1, 16)) {
        app.new_height = clamped_whole_number(height, kMinSceneSide, kMaxSceneSide);
    }
    after_typed_field(height_area);
    spoken_steps(height_label, "Height", std::to_string(app.new_height));
    note_widget("new_height");
    tooltip(side_tip("Height"));
    // The same limits as a loaded file or a link, so that "As now" below keeps a small map.
    app.new_width = std::clamp(app.new_width, kMinSceneSide, kMaxSceneSide);
    app.new_height = std::clamp(app.new_height, kMinSceneSide, kMaxSceneSide);
    if (static_cast<long long>(app.new_width) * app.new_height > kMaxSceneCells) {
        app.new_height = static_cast<int>(kMaxSceneCells / app.new_width);
    }
    if (one_line) ImGui::SameLine();
    ImGui::SetNextItemWidth(-1);
    if (begin_combo("##Map sizes", "Size", ImGuiComboFlags_HeightLarge,
                    "a list, to pick Width and Height from")) {
        char label[40];
        std::snprintf(label, sizeof label, "As now (%d x %d)", scene.grid.width(),
                      scene.grid.height());
        const auto typed = [&](const SizeChoice& size) {
            return size.width == app.new_width && size.height == app.new_height;
        };
        // The highlight starts on the typed size, or on "As now" when it is none of the list's.
        if (ImGui::Selectable(label)) {
            app.new_width = scene.grid.width();
            app.new_height = scene.grid.height();
        }
        if (std::none_of(std::begin(kSizes), std::end(kSizes), typed)) {
            ImGui::SetItemDefaultFocus();
        }
        for (const SizeChoice& size : kSizes) {
            std::snprintf(label, sizeof label, "%d x %d", size.width, size.height);
            if (combo_row(label, typed(size))) {
                app.new_width = size.width;
                app.new_height = size.height;
            }
        }
        end_combo();
    }
    note_widget("map_sizes");
    tooltip("Common sizes. g, h, f numbers and came-from arrows show when cells are large "
            "enough: on small maps, or zoomed in (the wheel, or pinch) on big ones. Moving AI "
            "benchmark maps are 512 x 512 and up.");

    float percent = app.obstacle_density * 100.0f;
    ImGui::SetNextItemWidth(-1);
    if (ImGui::SliderFloat("##Wall density", &percent, 0.0f, 60.0f, "Random walls: %.0f%%")) {
        app.obstacle_density = percent / 100.0f;
    }
    spoken_value(std::to_string(static_cast<int>(std::lround(app.obstacle_density * 100.0f))) +
                 "% walls, for the Random map");
    tooltip("How many cells of a Random map are walls. Above about 40% the map breaks into "
            "islands: start and goal go in the largest one, so a path always exists.");

    const int w = app.new_width, h = app.new_height;
    auto make = [&](Grid grid) {
        std::optional<Scene> next = scene_with_grid(scene, std::move(grid));
        if (next) {
            load_scene(app, std::move(*next));
        } else {
            show_refusal(app, "That map has no free cell: try fewer walls.");
        }
    };
    char tip[200];
    const int columns =
        grid_columns({"Empty", "Random walls", "Maze: depth-first", "Maze: division"}, 2);
    if (grid_button("Empty", 0, columns)) make(Grid(w, h));
    note_widget("new_empty");
    std::snprintf(tip, sizeof tip, "A %d x %d map of plain ground.", w, h);
    tooltip(tip);
    if (grid_button("Random walls", 1, columns)) {
        make(random_obstacles(w, h, app.obstacle_density, app.seed++));
    }
    note_widget("new_random");
    std::snprintf(tip, sizeof tip,
                  "A %d x %d map, each cell a wall with the chance above. Each press makes a "
                  "different map (seed %llu next).",
                  w, h, static_cast<unsigned long long>(app.seed));
    tooltip(tip);
    if (grid_button("Maze: depth-first", 2, columns)) make(depth_first_maze(w, h, app.seed++));
    note_widget("new_maze_dfs");
    tooltip("Randomized depth-first search (recursive backtracker): long winding corridors and "
            "exactly one way between any two cells. Heuristics help little here. Below 5 x 5 "
            "there is little room: a side of 1 or 2 gets no walls, 3 x 3 and 4 x 4 one free "
            "cell.");
    if (grid_button("Maze: division", 3, columns)) {
        make(recursive_division_maze(w, h, app.seed++));
    }
    note_widget("new_maze_division");
    tooltip("Recursive division: long straight walls with one gap each and many short dead "
            "ends. Below 5 x 5 there is little room: a side of 1 or 2 gets no walls, "
            "3 x 3 and 4 x 4 one free cell.");
}

const char* preset_tip(PresetId id) {
    switch (id) {
        case PresetId::kTwoWalls:
            return "The opening scene: the heuristics expand very different numbers of cells, "
                   "and Manhattan (inadmissible with diagonals) returns a longer path with the "
                   "rules it opens with (no corner cutting, sqrt(2)).";
        case PresetId::kEmptyRoom: return "Open floor: every heuristic at its best.";
        case PresetId::kUTrap:
            return "A concave trap facing the start: greedy best-first walks straight in and "
                   "must back out, and A* expands the trap's inside too. How much longer "
                   "greedy's path comes out depends on the heuristic (little with Octile, much "
                   "with Chebyshev); Long way round makes it long with every heuristic but Zero.";
        case PresetId::kLongWayRound:
            return "One wall with a gap at each end; the short way starts by stepping away from "
                   "the goal, through the gap behind the start. Greedy best-first reads only h: "
                   "with any heuristic but Zero it runs along the wall toward the goal and takes "
                   "the far gap, a path about twice as long. A* at weight 1 weighs g as well "
                   "and goes the short way.";
        case PresetId::kClassicMaze: return "A 10 x 10 maze in the style of the textbook example.";
        case PresetId::kSwampAndWater:
            return "Terrain: a swamp to go around or through, a lake to walk around. Compare "
                   "Dijkstra with greedy search here.";
    }
    return "";
}

// The name the browser tests click a preset's button by.
const char* preset_widget_name(PresetId id) {
    switch (id) {
        case PresetId::kTwoWalls: return "preset_two_walls";
        case PresetId::kEmptyRoom: return "preset_empty_room";
        case PresetId::kUTrap: return "preset_u_trap";
        case PresetId::kLongWayRound: return "preset_long_way_round";
        case PresetId::kClassicMaze: return "preset_classic_maze";
        case PresetId::kSwampAndWater: return "preset_swamp_and_water";
    }
    return "preset";
}

void draw_presets(App& app) {
    heading("Lecture presets", "Ready-made scenes for the classic lessons. Each keeps the "
                               "rules and panes and brings its own start and goal.");
    for (std::size_t i = 0; i < kAllPresets.size(); ++i) {
        const PresetId id = kAllPresets[i];
        const std::string label(preset_label(id));
        if (flow_button(label.c_str(), i == 0)) {
            Preset p = make_preset(id);
            Scene next = app.session.scene();
            next.grid = std::move(p.grid);
            next.start = p.start;
            next.goal = p.goal;
            load_scene(app, std::move(next));
        }
        note_widget(preset_widget_name(id));
        tooltip(preset_tip(id));
    }
}

void draw_files_and_sharing(App& app) {
    heading("Files and sharing");
    const int columns =
        grid_columns({"Load .map...", "Save .map", "Copy link", "Export PNG"}, 2);
    if (grid_button("Load .map...", 0, columns)) choose_map_file(app);
    note_widget("load_map");
    tooltip("Open a Moving AI benchmark map (.map, up to 1024 x 1024 cells, 2048 on a side), "
            "or drop the file anywhere on the page; then its .scen file (or both at once) to "
            "place its problems (Map, Scenario). Swamp 'S' costs 5; water 'W' costs 9 and is "
            "entered only from water. "
            "Rules and panes stay; start and goal go into the largest open area, as near its "
            "opposite corners as it reaches.");
    if (grid_button("Save .map", 1, columns)) save_map_file(app);
    note_widget("save_map");
    if (ImGui::IsItemHovered()) {
        const Grid& grid = app.session.scene().grid;
        const int lossy = lossy_cell_count(grid);
        const std::string tip =
            "Download " + map_file_name(grid, app.session.map_name()) +
            " in the Moving AI format: the cells only, no start, goal, rules or panes (Copy "
            "link keeps those). A .map has no costs: walls, ground, swamp (5) and the water "
            "of a loaded Moving AI map are kept; painted sand and water, and any other cost, "
            "become swamp 'S' (cost 5 when loaded again). Cells of an opened .map that were "
            "not edited keep its characters: trees stay 'T'. " +
            (lossy > 0 ? "This map has " + std::to_string(lossy) + " such cells."
                       : std::string("This map loses nothing."));
        tooltip(tip.c_str());
    }

    if (grid_button("Copy link", 2, columns)) copy_share_link(app);
    note_widget("copy_link");
    if (ImGui::IsItemHovered()) {
        const std::string note =
            "Puts the whole scene (map, start, goal, rules, panes) and the step shown in the "
            "page's address, with the zoom, the palette, the speed, the pane the Open list "
            "explains and the View checkboxes, and copies it: whoever opens it sees this scene "
            "at this step, as you see it. " +
            link_length_note(share_link(app).size());
        tooltip(note.c_str());
    }
    if (grid_button("Export PNG", 3, columns)) request_png(app);
    note_widget("export_png");
    tooltip("Download the whole window as it is now (panes, numbers and controls) as a PNG "
            "image, for slides and handouts.");

    switch (app.link_copy) {
        case LinkCopy::kNone: break;
        case LinkCopy::kPending: ImGui::TextDisabled("Copying the link..."); break;
        case LinkCopy::kCopied: {
            const std::string note = "Copied. " + link_length_note(app.share_link.size());
            const bool long_link = app.share_link.size() > kShortLinkLength;
            wrapped_text(
                long_link ? kWarning : ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled), note);
            break;
        }
        case LinkCopy::kShownToCopy: {
            wrapped_text(kWarning,
                         "The browser refused the clipboard. The link is in the address bar; or "
                         "click the field below, then Ctrl+C (Cmd+C).");
            if (app.share_link.size() <= kMaxShownLink) {
                ImGui::SetNextItemWidth(-1);
                ImGui::InputText("##link", app.share_link.data(), app.share_link.size() + 1,
                                 ImGuiInputTextFlags_ReadOnly | ImGuiInputTextFlags_AutoSelectAll);
                note_widget("link_field");
            }
            ImGui::TextDisabled("%s", link_length_note(app.share_link.size()).c_str());
            ImGui::SameLine();
            if (inline_button("Hide")) app.link_copy = LinkCopy::kNone;
            break;
        }
    }
    wrapped_hint("Tip: drop a .map file anywhere on the page to open it, and its .scen file "
                 "with it or after it to place its benchmark problems one by one.");
}

}  // namespace

void draw_map_tools(App& app) {
    draw_map_info(app);
    draw_start_and_goal_cells(app);
    draw_scenarios(app);
    draw_brushes(app);
    draw_new_map(app);
    draw_presets(app);
    draw_files_and_sharing(app);
}

}  // namespace astar::app
