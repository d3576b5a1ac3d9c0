#include "app/web_bridge.hpp"

#include <SDL.h>
#include <emscripten/emscripten.h>

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "app/model/explain.hpp"
#include "app/model/json_text.hpp"
#include "app/model/link_view.hpp"
#include "app/model/scenario_list.hpp"
#include "app/model/scene_files.hpp"
#include "app/widget_rects.hpp"
#include "core/option_names.hpp"
#include "imgui.h"

// Where the page writes text for the app (a file, a link): one buffer, reused. Declared here so
// the EM_JS code below can call it as _astar_app_text_buffer.
extern "C" EMSCRIPTEN_KEEPALIVE char* astar_app_text_buffer(int bytes);

namespace {

// --- The page's side (web/index.html defines window.astarPage). ---

// The URL fragment without '#', percent escapes undone, into the text buffer. Returns its size.
EM_JS(int, page_read_fragment, (), {
    let text = location.hash.substring(1);
    try { text = decodeURIComponent(text); } catch (e) { /* keep it as it is */ }
    const bytes = new TextEncoder().encode(text);
    const at = _astar_app_text_buffer(bytes.length);
    HEAPU8.set(bytes, at);
    return bytes.length;
});

// Sets the fragment without reloading or adding a history entry, and puts the page's whole URL
// into the text buffer. Returns its size.
EM_JS(int, page_set_fragment, (const char* link), {
    const fragment = "#" + UTF8ToString(link);
    try {
        history.replaceState(history.state, "", fragment);
    } catch (e) {
        console.warn("astar: the link is too long for the address bar: " + e);
    }
    const bytes = new TextEncoder().encode(location.href.split("#")[0] + fragment);
    const at = _astar_app_text_buffer(bytes.length);
    HEAPU8.set(bytes, at);
    return bytes.length;
});

EM_JS(int, page_choose_map_file, (), {
    if (!window.astarPage) return 0;
    astarPage.chooseMapFile();
    return 1;
});

EM_JS(int, page_download, (const char* name, const char* data, int bytes, const char* type), {
    if (!window.astarPage) return 0;
    astarPage.download(new Blob([HEAPU8.slice(data, data + bytes)], {type: UTF8ToString(type)}),
                       UTF8ToString(name));
    return 1;
});

// Copies to the system clipboard; for a link, answers with astar_app_link_copied.
EM_JS(int, page_copy_text, (const char* text, int is_link), {
    if (!window.astarPage) return 0;
    astarPage.copyText(UTF8ToString(text)).then((ok) => {
        if (is_link) _astar_app_link_copied(ok ? 1 : 0);
    });
    return 1;
});

// toBlob copies the canvas now, synchronously; only the PNG encoding happens later.
EM_JS(int, page_save_canvas_png, (const char* name), {
    if (!window.astarPage || !Module.canvas) return 0;
    const file = UTF8ToString(name);
    Module.canvas.toBlob((blob) => {
        if (blob) astarPage.download(blob, file);
        _astar_app_png_saved(blob ? 1 : 0);
    }, "image/png");
    return 1;
});

std::string& text_buffer() {
    static std::string buffer;
    return buffer;
}

astar::app::App* g_app = nullptr;

// The PNG being encoded, for the message when it is ready.
std::string& png_name() {
    static std::string name;
    return name;
}

// ImGui's copy (Ctrl+C in a text field) goes to SDL, which keeps it to itself in the browser.
// Send it to the system clipboard too, so the link shown to copy by hand can be copied.
void (*g_sdl_set_clipboard)(void*, const char*) = nullptr;
void set_clipboard(void* user_data, const char* text) {
    if (g_sdl_set_clipboard != nullptr) g_sdl_set_clipboard(user_data, text);
    page_copy_text(text, 0);
}

}  // namespace

namespace astar::app {

namespace {

// Moves the scene to a link's step (k), and says where it got (" at step 150"): a link written
// by hand may ask for more steps than the searches take.
std::string seek_link_step(App& app, int step) {
    app.session.seek(step);
    const std::string at = " at step " + std::to_string(app.session.position());
    if (app.session.position() == step) return at;
    return at + ", where every search ends (the link asked for step " + std::to_string(step) +
           ")";
}

static_assert(kLinkPaletteCount == static_cast<int>(PaletteId::kCount),
              "a name in links for each palette");

// A share link's scene, and in *parts how it was looked at and what of that was left out;
// the scene empty and the error set if the scene's part is malformed.
SceneLinkResult read_share_link(std::string_view link, LinkParts* parts) {
    *parts = split_link_view(link);
    SceneLinkResult r = scene_from_link(parts->scene_link);
    if (r.scene) fit_link_view(*parts, *r.scene);
    return r;
}

// What the link says of the view. What it leaves out is what a new page has, but the palette,
// which stays as the viewer has it (a student's high contrast).
void apply_link_view(App& app, const LinkView& view) {
    app.view = view.view.value_or(ViewState{});
    if (view.palette) app.palette_id = static_cast<PaletteId>(*view.palette);
    app.session.set_speed(view.speed.value_or(Session::kDefaultSpeed));
    app.teaching.open_list_pane = view.open_list_pane.value_or(0);
    const ShowOptions show = view.show.value_or(ShowOptions{});
    app.show_numbers = show.numbers;
    app.show_arrows = show.arrows;
    app.show_smoothed = show.smoothed;
    app.show_outlines = show.outlines;
}

// " Left out of its view: pal=pink (unknown palette: classic or contrast)." or "".
std::string left_out_note(const LinkParts& parts) {
    if (parts.left_out.empty()) return "";
    std::string note = " Left out of its view:";
    for (std::size_t i = 0; i < parts.left_out.size(); ++i) {
        note += (i ? "; " : " ") + parts.left_out[i];
    }
    return note + ".";
}

// A link's scene in place of the one shown, at the link's step, seen as the link says, and a
// note that says so.
void open_link_scene(App& app, Scene scene, int step, const LinkParts& parts) {
    const std::string size = size_text(scene.grid);
    load_scene(app, std::move(scene));
    apply_link_view(app, parts.view);
    show_message(app,
                 "Opened the shared scene (" + size + ")" +
                     (step > 0 ? seek_link_step(app, step) : "") + "." + left_out_note(parts),
                 !parts.left_out.empty());
}

}  // namespace

void open_initial_scene(App& app) {
    g_app = &app;
    ImGuiIO& io = ImGui::GetIO();
    if (io.SetClipboardTextFn != set_clipboard) {
        g_sdl_set_clipboard = io.SetClipboardTextFn;
        io.SetClipboardTextFn = set_clipboard;
    }

    const int bytes = page_read_fragment();
    const std::string link = text_buffer().substr(0, static_cast<std::size_t>(bytes));
    LinkParts parts;
    SceneLinkResult r;
    if (!link.empty()) r = read_share_link(link, &parts);
    if (link.empty()) {
        load_scene(app, default_scene());
    } else if (!r.scene) {
        load_scene(app, default_scene());
        show_message(app, r.error + ". Showing the default map instead.", true);
    } else {
        open_link_scene(app, std::move(*r.scene), r.step, parts);
    }
    // The page opening is not an action to undo.
    app.session.forget_history();
}

bool open_map_text(App& app, std::string_view text, std::string_view name) {
    // By its name too: a .scen whose version line is broken was read as a map, and its error
    // was about a map's header (QA pass).
    if (looks_like_scenario_file(text) || has_scenario_file_name(name)) {
        return open_scenario_text(app, text, name);
    }
    SceneLoadResult r = scene_from_map_text(app.session.scene(), text, name);
    if (!r.scene) {
        show_message(app, r.error, true);
        return false;
    }
    // Where they went, not where they usually go: in a map whose largest open area is small
    // or off to one side, "near opposite corners" was false.
    const std::string size = size_text(r.scene->grid);
    // A map with one free cell (1 x 1, say) has start and goal on it, the G over the S.
    const std::string placed =
        r.scene->start == r.scene->goal
            ? "Start and goal share " + cell_text(r.scene->start) +
                  ", the only free cell of the largest open area."
            : "Start " + cell_text(r.scene->start) + " and goal " + cell_text(r.scene->goal) +
                  ", in the largest open area: drag them to move them.";
    load_scene(app, std::move(*r.scene), std::string(name), std::move(r.file));
    show_message(app, "Loaded " + std::string(name) + " (" + size + "). " + placed, false);
    // It names where the start and goal are: wrong once one is dragged (QA pass).
    app.message_until_change = app.session.scene_changes();
    return true;
}

bool open_scenario_text(App& app, std::string_view text, std::string_view name) {
    ScenarioListResult r = scenario_list_from_text(app.session, text, name);
    if (!r.list) {
        show_message(app, r.error, true);
        return false;
    }
    const ScenarioList& list = app.scenarios.emplace(std::move(*r.list));
    app.scenario_field = 1;
    const std::size_t n = list.scenarios.size();
    const std::string count = n == 1 ? "1 scenario" : std::to_string(n) + " scenarios";
    // The file names its map; a map loaded from another file may still fit by size and walls.
    const std::string& made_for = list.scenarios.front().map_name;
    const std::string other_map =
        !app.session.map_name().empty() && app.session.map_name() != made_for
            ? " It was made for " + made_for + ", but the map shown is " +
                  app.session.map_name() + "."
            : "";
    // Lines that name other maps were checked against the map shown all the same (the
    // command-line tool refuses such a file, since it must pick the map to open).
    // Each name once: a search of the text joined so far took "a.map" for a part of "aa.map".
    std::vector<std::string> others;
    std::string other_names;
    for (const Scenario& s : list.scenarios) {
        if (s.map_name != made_for &&
            std::find(others.begin(), others.end(), s.map_name) == others.end()) {
            others.push_back(s.map_name);
            other_names += (other_names.empty() ? "" : ", ") + s.map_name;
        }
    }
    const std::string mixed =
        other_names.empty()
            ? ""
            : " Some lines name another map (" + other_names + "); all fit the map shown.";
    const std::string loaded = "Loaded " + count + " from " + std::string(name) + ". ";
    if (const auto why = scenario_problem(app.session, list, 0)) {
        show_message(app,
                     loaded + "Scenario 1 cannot be placed: " + *why + "." +
                         (n > 1 ? " Pick another under Map, Scenario." : "") + other_map + mixed,
                     true);
        return true;
    }
    app.session.begin_action();
    place_scenario(app.session, list, 0);
    show_message(app,
                 loaded + "Placed scenario 1: " + scenario_text(list, 0, false) +
                     (n > 1 ? " Pick others under Map, Scenario." : "") + other_map + mixed,
                 !other_map.empty() || !mixed.empty());
    // A note naming the scenario's start and goal goes when one is dragged; a warning about
    // another map stays until dismissed.
    if (other_map.empty() && mixed.empty()) {
        app.message_until_change = app.session.scene_changes();
    }
    return true;
}

bool open_share_link(App& app, std::string_view link) {
    LinkParts parts;
    SceneLinkResult r = read_share_link(link, &parts);
    if (!r.scene) {
        show_message(app, r.error + ". The scene was not changed.", true);
        return false;
    }
    if (*r.scene == app.session.scene()) {
        // The scene shown already (the page's own address after Copy link, say): nothing to
        // load, but an error from an earlier broken link no longer holds.
        if (app.message_is_error) app.message.clear();
        apply_link_view(app, parts.view);
        std::string note;
        if (r.step != app.session.position()) {
            // A teacher's "step 150" pasted over the same scene: stop there, as a new scene
            // would, and say so.
            app.session.set_playing(false);
            note = "The shared scene is the one open: now" + seek_link_step(app, r.step) + ".";
        } else if (!parts.left_out.empty()) {
            note = "The shared scene is the one open.";
        }
        if (!note.empty()) show_message(app, note + left_out_note(parts), !parts.left_out.empty());
        return true;
    }
    open_link_scene(app, std::move(*r.scene), r.step, parts);
    return true;
}

void choose_map_file(App& app) {
    if (!page_choose_map_file()) show_message(app, "This page cannot open files.", true);
}

void save_map_file(App& app) {
    const Grid& grid = app.session.scene().grid;
    const std::string name = map_file_name(grid, app.session.map_name());
    const std::string text = map_file_text(grid, app.session.map_file());
    if (!page_download(name.c_str(), text.data(), static_cast<int>(text.size()), "text/plain")) {
        show_message(app, "This page cannot download files.", true);
        return;
    }
    // Say what the file leaves out: loading it back puts start and goal elsewhere, which
    // would otherwise look like a bug.
    const int lossy = lossy_cell_count(grid);
    show_message(app,
                 "Saved " + name + ": the cells only. A .map holds no start, goal, rules or "
                 "panes; Copy link keeps the whole scene." +
                     (lossy > 0 ? " " + std::to_string(lossy) +
                                      " cells with costs a .map cannot hold became swamp 'S'."
                                : ""),
                 false);
}

std::string share_link(const App& app) {
    return encode_scene_link(app.session.scene(), app.session.position()) +
           link_view_fields(shown_link_view(
               app.view, app.session.scene().grid.width(), app.session.scene().grid.height(),
               static_cast<int>(app.palette_id), app.session.speed(), app.teaching.open_list_pane,
               {app.show_numbers, app.show_arrows, app.show_smoothed, app.show_outlines}));
}

void copy_share_link(App& app) {
    const std::string link = share_link(app);
    const int bytes = page_set_fragment(link.c_str());
    app.share_link = text_buffer().substr(0, static_cast<std::size_t>(bytes));
    app.link_scene_changes = app.session.scene_changes();
    app.link_copy = LinkCopy::kPending;
    if (!page_copy_text(app.share_link.c_str(), 1)) app.link_copy = LinkCopy::kShownToCopy;
}

void request_png(App& app) { app.png_requested = true; }

void save_canvas_png(App& app) {
    app.png_requested = false;
    const Grid& grid = app.session.scene().grid;
    const std::string name = "astar-view-" + std::to_string(grid.width()) + "x" +
                             std::to_string(grid.height()) + "-step-" +
                             std::to_string(app.session.position()) + ".png";
    if (!page_save_canvas_png(name.c_str())) {
        show_message(app, "This page cannot save images.", true);
        return;
    }
    png_name() = name;
}

}  // namespace astar::app

extern "C" {

EMSCRIPTEN_KEEPALIVE char* astar_app_text_buffer(int bytes) {
    text_buffer().assign(static_cast<std::size_t>(bytes > 0 ? bytes : 0), '\0');
    return text_buffer().data();
}

EMSCRIPTEN_KEEPALIVE int astar_app_load_map_buffer(int bytes, const char* name) {
    if (g_app == nullptr || bytes < 0 || static_cast<std::size_t>(bytes) > text_buffer().size()) {
        return 0;
    }
    const std::string_view text(text_buffer().data(), static_cast<std::size_t>(bytes));
    return astar::app::open_map_text(*g_app, text, name) ? 1 : 0;
}

EMSCRIPTEN_KEEPALIVE int astar_app_open_link_buffer(int bytes) {
    if (g_app == nullptr || bytes < 0 || static_cast<std::size_t>(bytes) > text_buffer().size()) {
        return 0;
    }
    const std::string link = text_buffer().substr(0, static_cast<std::size_t>(bytes));
    return astar::app::open_share_link(*g_app, link) ? 1 : 0;
}

EMSCRIPTEN_KEEPALIVE void astar_app_note(const char* text, int is_error) {
    if (g_app != nullptr) astar::app::show_message(*g_app, text, is_error != 0);
}

EMSCRIPTEN_KEEPALIVE void astar_app_link_copied(int ok) {
    using astar::app::LinkCopy;
    if (g_app == nullptr || g_app->link_copy != LinkCopy::kPending) return;
    g_app->link_copy = ok ? LinkCopy::kCopied : LinkCopy::kShownToCopy;
    // Chromium does not open a URL longer than 2 MiB (url::kMaxURLChars): a 1024 x 1024 map of
    // noise makes a 2.6 MB link, which was reported as copied with nothing to warn.
    constexpr std::size_t kLongestOpenableLink = std::size_t{2} << 20;
    std::string too_long;
    if (g_app->share_link.size() > kLongestOpenableLink) {
        char size[32];
        const double megabytes = static_cast<double>(g_app->share_link.size()) / 1e6;
        std::snprintf(size, sizeof size, "%.1f MB", megabytes);
        too_long = std::string(" But it is ") + size +
                   " long and browsers open links of up to about 2 MB: it will likely not open. "
                   "Save .map keeps this map instead.";
    }
    if (ok) {
        astar::app::show_message(
            *g_app, "Link copied: paste it anywhere to share this scene." + too_long,
            !too_long.empty());
    } else {
        astar::app::show_message(*g_app,
                                 "The browser did not let the app use the clipboard. Copy the "
                                 "link from the address bar or from the field under Copy link." +
                                     too_long,
                                 true);
    }
}

EMSCRIPTEN_KEEPALIVE void astar_app_png_saved(int ok) {
    if (g_app == nullptr) return;
    if (ok) {
        astar::app::show_message(*g_app, "Saved the view as " + png_name() + ".", false);
    } else {
        astar::app::show_message(*g_app, "The browser could not make a PNG of the view.", true);
    }
}

EMSCRIPTEN_KEEPALIVE int astar_app_action(const char* name) {
    if (g_app == nullptr) return 0;
    const std::string_view action(name);
    if (action == "save_map") {
        astar::app::save_map_file(*g_app);
    } else if (action == "copy_link") {
        astar::app::copy_share_link(*g_app);
    } else if (action == "export_png") {
        astar::app::request_png(*g_app);
    } else {
        return 0;
    }
    return 1;
}

EMSCRIPTEN_KEEPALIVE const char* astar_app_scene_link() {
    static std::string link;
    link = g_app == nullptr ? "" : astar::app::share_link(*g_app);
    return link.c_str();
}

EMSCRIPTEN_KEEPALIVE const char* astar_app_scene_json() {
    static std::string json;
    if (g_app == nullptr) return "{}";
    const astar::Scene& s = g_app->session.scene();
    int walls = 0, terrain = 0, water = 0;
    for (int i = 0; i < s.grid.cell_count(); ++i) {
        walls += !s.grid.passable_at(i);
        terrain += s.grid.passable_at(i) && s.grid.cost_at(i) != astar::kPlainGround;
        water += s.grid.water_at(i);
    }
    auto name = [](auto option) { return astar::app::json_string(astar::option_name(option)); };
    json = "{\"width\":" + std::to_string(s.grid.width()) +
           ",\"height\":" + std::to_string(s.grid.height()) + ",\"start\":[" +
           std::to_string(s.start.x) + "," + std::to_string(s.start.y) + "],\"goal\":[" +
           std::to_string(s.goal.x) + "," + std::to_string(s.goal.y) + "],\"rules\":{\"moves\":" +
           name(s.rules.moves) + ",\"diagonal\":" + name(s.rules.diagonal) +
           ",\"diagonal_cost\":" + name(s.rules.diagonal_cost) + "},\"ties\":" +
           name(s.tie_break) + ",\"walls\":" + std::to_string(walls) +
           ",\"terrain\":" + std::to_string(terrain) + ",\"water\":" + std::to_string(water) +
           ",\"panes\":[";
    for (std::size_t i = 0; i < s.panes.size(); ++i) {
        json += std::string(i ? "," : "") + "{\"algorithm\":" + name(s.panes[i].algorithm) +
                ",\"heuristic\":" + name(s.panes[i].heuristic) +
                ",\"weight\":" + astar::app::json_number(s.panes[i].weight) + "}";
    }
    json += "]}";
    return json.c_str();
}

EMSCRIPTEN_KEEPALIVE const char* astar_app_share_json() {
    using astar::app::LinkCopy;
    static std::string json;
    if (g_app == nullptr) return "{}";
    const char* states[] = {"none", "pending", "copied", "shown"};
    json = "{\"copy\":" + astar::app::json_string(states[static_cast<int>(g_app->link_copy)]) +
           ",\"url\":" + astar::app::json_string(g_app->share_link) + "}";
    return json.c_str();
}

EMSCRIPTEN_KEEPALIVE const char* astar_app_message_json() {
    static std::string json;
    if (g_app == nullptr) return "{}";
    // "age": seconds since the last message was shown, also once it is gone, so that a test
    // can tell a note taken away from one that faded (after 6 s).
    json = "{\"text\":" + astar::app::json_string(g_app->message) +
           ",\"error\":" + (g_app->message_is_error ? "true" : "false") +
           ",\"age\":" + astar::app::json_number(g_app->now - g_app->message_time) + "}";
    return json.c_str();
}

EMSCRIPTEN_KEEPALIVE const char* astar_app_widgets_json() {
    static std::string json;
    json = astar::app::widget_rects_json();
    return json.c_str();
}

EMSCRIPTEN_KEEPALIVE const char* astar_app_path_json(int pane) {
    static std::string json;
    if (g_app == nullptr || pane < 0 || pane >= g_app->session.pane_count()) return "[]";
    json = "[";
    for (const astar::Cell c : g_app->session.comparison().pane(pane).path_cells()) {
        json += (json.size() > 1 ? ",[" : "[") + std::to_string(c.x) + "," +
                std::to_string(c.y) + "]";
    }
    json += "]";
    return json.c_str();
}

EMSCRIPTEN_KEEPALIVE int astar_app_set_pane(int pane, const char* algorithm, const char* heuristic,
                                            double weight) {
    if (g_app == nullptr || pane < 0 || pane >= g_app->session.pane_count()) return 0;
    const auto a = astar::parse_option<astar::Algorithm>(algorithm);
    const auto h = astar::parse_option<astar::Heuristic>(heuristic);
    if (!a || !h || !(weight >= 0 && weight <= astar::kMaxWeight)) return 0;
    g_app->session.begin_action();  // a call from the page is an action of its own
    g_app->session.set_pane(pane, {*a, *h, weight});
    return 1;
}

EMSCRIPTEN_KEEPALIVE int astar_app_set_rules(const char* moves, const char* diagonal,
                                             const char* diagonal_cost, const char* ties) {
    if (g_app == nullptr) return 0;
    const auto m = astar::parse_option<astar::Moves>(moves);
    const auto d = astar::parse_option<astar::DiagonalRule>(diagonal);
    const auto c = astar::parse_option<astar::DiagonalCost>(diagonal_cost);
    const auto t = astar::parse_option<astar::TieBreak>(ties);
    if (!m || !d || !c || !t) return 0;
    astar::MovementRules rules = g_app->session.scene().rules;
    rules.moves = *m;
    rules.diagonal = *d;
    rules.diagonal_cost = *c;
    g_app->session.begin_action();  // a call from the page is an action of its own
    g_app->session.set_rules(rules);
    g_app->session.set_tie_break(*t);
    return 1;
}

}  // extern "C"
