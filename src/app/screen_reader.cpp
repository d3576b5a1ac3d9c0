#include "app/screen_reader.hpp"

#include <emscripten/emscripten.h>

#include <cstdlib>

#include "app/app.hpp"
#include "app/input.hpp"
#include "app/model/explain.hpp"
#include "app/model/table_text.hpp"
#include "app/ui_teaching.hpp"
#include "imgui.h"
#include "imgui_internal.h"  // the test engine's item hooks, the navigation's state

namespace astar::app {

namespace {

// Writes `text` into the page's live region. The page clears it first, so that a text said
// before is said again when it comes back (the same message twice).
EM_JS(void, page_announce, (const char* text), {
    const region = document.getElementById('announce');
    if (!region) return;
    region.textContent = "";
    region.textContent = UTF8ToString(text);
});

// The highlighted control as this frame's items described it (reset after each frame).
struct Highlighted {
    ImGuiID id = 0;
    std::string label;
    ImGuiItemStatusFlags flags = 0;
    std::string value;
    std::string explanation;
};

struct State {
    Highlighted now;
    std::string spoken_highlight;  // what was last said about the highlight
    std::string pending_highlight;  // what it would say now, and for how many frames in a row
    int pending_frames = 0;
    std::string spoken_message;
    double spoken_message_time = -1;
    int message_frames = -1;  // frames since a new message was written, -1 once something
                              // else was written after it (see below)
    std::string spoken_results;
    int position = 0;  // the timeline's position last frame
    bool was_busy = false;  // last frame: playing, replaying, or the Timeline held
    bool help_open = false;
    bool playing = false;
    Brush brush = Brush::kWall;  // the brush and Look last frame
    bool looking = false;
    // The cell cursor's cell, the scene's change count and the text when its cell was last
    // described (see announce_for_screen_readers).
    Cell spoken_cell{-1, -1};
    unsigned long long spoken_cell_scene = ~0ull;
    std::string spoken_cell_text;
    std::string last;
};

State& state() {
    static State s;
    return s;
}

bool is_highlighted(ImGuiID id) {
    const ImGuiContext& g = *ImGui::GetCurrentContext();
    return id != 0 && id == g.NavId;
}

// "Speed##speed" and "Help (H)###help" as they show: up to the first "##". A label that
// field_label hid above its field ("##Weight") is still the field's name.
std::string shown_label(const char* label) {
    std::string_view text(label);
    if (text.starts_with("##") && !text.starts_with("###")) text.remove_prefix(2);
    return std::string(text.substr(0, text.find("##")));
}

// What to say about the highlighted control, or "" if nothing is highlighted.
std::string describe_highlight(const Highlighted& h) {
    if (h.id == 0) return "";
    // A "(?)" has neither label nor value; a field without a label says its value alone.
    std::string text = !h.label.empty() ? h.label : h.value.empty() ? "Explanation" : "";
    if (!h.value.empty()) text += (text.empty() ? "" : ": ") + h.value;
    if (h.flags & ImGuiItemStatusFlags_Checkable) {
        text += (h.flags & ImGuiItemStatusFlags_Checked) ? ", ticked" : ", not ticked";
    }
    if (h.flags & ImGuiItemStatusFlags_Openable) {
        text += (h.flags & ImGuiItemStatusFlags_Opened) ? ", section open" : ", section folded";
    }
    // After "Load .map..." a space alone: ". " made it "Load .map...." (QA pass).
    if (!h.explanation.empty()) text += (text.ends_with('.') ? " " : ". ") + h.explanation;
    return text;
}

// Each pane's result once every pane has finished and every found path has been checked
// against Dijkstra; "" before.
std::string describe_results(const App& app) {
    const Comparison& cmp = app.session.comparison();
    if (cmp.pane_count() == 0 || !app.session.all_finished()) return "";
    std::string text = "Every search has finished.";
    for (int i = 0; i < cmp.pane_count(); ++i) {
        const PaneSummary s = cmp.summary(i, Comparison::OptimumCheck::kIfKnown);
        if (s.status == SearchStatus::kFound && !s.checked) return "";  // Dijkstra still runs
        const PaneSettings& p = cmp.scene().panes[static_cast<std::size_t>(i)];
        text += " Pane " + std::to_string(i + 1) + ", " + pane_name(p) + ": ";
        if (s.status == SearchStatus::kFound) {
            text += "path cost " + cost_text(s.path_cost) + ", " +
                    std::to_string(s.expansions) + " expanded, ";
            text += s.optimal ? "optimal."
                              : "not optimal, " + excess_text(s.path_cost, cmp.optimal_cost()) +
                                    " more than the cheapest, " +
                                    cost_text(cmp.optimal_cost()) + ".";
        } else if (s.status == SearchStatus::kNoPath) {
            text += "no path, " + std::to_string(s.expansions) + " expanded.";
        } else {
            text += std::string(option_label(s.status)) +
                    (s.error.empty() ? std::string(".") : ": " + s.error + ".");
        }
    }
    return text;
}

// After one step forward or back by hand (N, B, the arrows, Step, Step back): what the Open
// list section says of the pane it explains, the step the class would read aloud. Not while
// playing: a step a frame would be more than anyone could listen to.
std::string describe_step(App& app) {
    const Comparison& cmp = app.session.comparison();
    const int pane = app.teaching.open_list_pane;
    if (pane < 0 || pane >= cmp.pane_count()) return "";
    const GridSearch& search = cmp.pane(pane);
    const PaneSummary summary = cmp.summary(pane, Comparison::OptimumCheck::kIfKnown);
    std::string text = "Pane " + std::to_string(pane + 1) + ", " +
                       pane_name(cmp.scene().panes[static_cast<std::size_t>(pane)]) + ":";
    if (const StepResult* step = app.session.latest_expansion(pane)) {
        text += " " + expansion_view(search, *step).summary;  // "Step 3 expanded (6, 10): ..."
    } else {
        text += " step " + std::to_string(cmp.position()) + ".";
    }
    const OpenListView view =
        open_list_view(search, 1, summary.verdict.admissible, path_check(cmp, summary));
    text += " " + std::to_string(view.size) + " open. " + view.next;
    return text;
}

// The cell cursor's cell (M), as its card shows it: terrain, start or goal, and in every pane
// its state, g, h, f, came-from and step.
std::string describe_cell(const App& app, Cell c) {
    const Comparison& cmp = app.session.comparison();
    const Scene& scene = cmp.scene();
    std::string text = "Cell " + cell_text(c) + ": " + terrain_text(scene.grid, c);
    if (c == scene.start) text += ", the start";
    if (c == scene.goal) text += ", the goal";
    text += ".";
    if (!scene.grid.passable(c)) return text;
    for (int i = 0; i < cmp.pane_count(); ++i) {
        const GridSearch& search = cmp.pane(i);
        const CellInfo info = inspect_cell(search, c);
        text += " Pane " + std::to_string(i + 1) + ", " +
                pane_name(scene.panes[static_cast<std::size_t>(i)]) + ": " +
                state_label(info.state, search.options().algorithm);
        if (info.expanded_at > 0) text += " at step " + std::to_string(info.expanded_at);
        if (info.reached) text += ", g " + format_number(info.g);
        if (info.uses_h) text += ", h " + format_number(info.h);
        if (info.reached) {
            text += ", f " + format_number(info.f);
            text += info.parent ? ", came from " + cell_text(*info.parent) : ", the start";
        }
        if (info.on_path) text += ", on the path";
        text += ".";
    }
    return text;
}

// T: the comparison table as it is now, a sentence per pane, then the optimum once known.
std::string describe_table(const App& app) {
    const Comparison& cmp = app.session.comparison();
    std::string text = "The table at step " + std::to_string(cmp.position()) +
                       (cmp.end_known() ? " of " + std::to_string(cmp.end()) : "") + ".";
    for (int i = 0; i < cmp.pane_count(); ++i) {
        const PaneSummary s = cmp.summary(i, Comparison::OptimumCheck::kIfKnown);
        text += " Pane " + std::to_string(i + 1) + ", " +
                pane_name(cmp.scene().panes[static_cast<std::size_t>(i)]) + ": " +
                spoken_row(cmp, s, shown_time(app.teaching.times, i, s.finished)) + ".";
    }
    if (cmp.all_finished() && cmp.optimum_known()) {
        const std::string optimum = optimum_text(cmp.optimal_cost());
        text += " " + optimum + (optimum.ends_with('.') ? "" : ".");
    }
    return text;
}

// Help is drawn, not read: on opening, its table of keys.
std::string describe_help() {
    std::string text = "Help is open. Its keys:";
    for (const Shortcut& s : kShortcuts) {
        text += " ";
        text += s.keys;
        text += ": ";
        text += s.action;
        text += ".";
    }
    return text;
}

}  // namespace

void spoken_label(const char* label) {
    const ImGuiID id = ImGui::GetItemID();
    if (!is_highlighted(id)) return;
    state().now.id = id;
    state().now.label = shown_label(label);
}

void spoken_value(std::string_view text) {
    const ImGuiID id = ImGui::GetItemID();
    if (!is_highlighted(id)) return;
    state().now.id = id;
    state().now.value = std::string(text);
}

void spoken_explanation(std::string_view text) {
    const ImGuiID id = ImGui::GetItemID();
    if (!is_highlighted(id)) return;
    state().now.id = id;  // a "(?)" has no label of its own: "Explanation"
    state().now.explanation = std::string(text);
}

void spoken_part(unsigned int id, std::string_view label, std::string_view value) {
    if (!is_highlighted(id)) return;
    state().now.id = id;
    state().now.label = std::string(label);
    state().now.value = std::string(value);
}

unsigned int part_id(const char* label, const char* part, int index) {
    ImGui::PushID(label);
    if (index >= 0) ImGui::PushID(index);
    const ImGuiID id = ImGui::GetID(part);
    if (index >= 0) ImGui::PopID();
    ImGui::PopID();
    return id;
}

void announce_for_screen_readers(App& app) {
    State& s = state();
    ImGuiContext& g = *ImGui::GetCurrentContext();
    std::string said;
    auto say = [&](const std::string& text) {
        if (!said.empty()) said += " ";
        said += text;
    };

    const bool new_message =
        !app.message.empty() &&
        (app.message != s.spoken_message || app.message_time != s.spoken_message_time);
    if (new_message) say(app.message);
    s.spoken_message = app.message;
    s.spoken_message_time = app.message_time;

    // The highlight, once it has rested on a control for a few frames: a move to the next row
    // passes over others (wrap_tab_moves), and a tooltip shows a frame after its control.
    const bool highlight_shows = app.keys_in_controls && !g.NavDisableHighlight;
    Highlighted& h = s.now;
    if (h.id != g.NavId) h = {};  // the hooks saw another item (or none) this frame
    const std::string highlight = highlight_shows ? describe_highlight(h) : "";
    if (highlight.empty() || highlight == s.spoken_highlight) {
        s.pending_frames = 0;
        if (!highlight_shows) s.spoken_highlight.clear();
    } else {
        s.pending_frames = highlight == s.pending_highlight ? s.pending_frames + 1 : 1;
        s.pending_highlight = highlight;
        if (s.pending_frames >= 3) {
            say(highlight);
            s.spoken_highlight = highlight;
            s.pending_frames = 0;
        }
    }
    s.now = {};

    if (app.show_help && !s.help_open) say(describe_help());
    // Closed by Escape or H, nothing said where the keys now are (QA pass); K says it itself.
    if (!app.show_help && s.help_open && !new_message) say("Help closed.");
    s.help_open = app.show_help;

    // Space and the Play button: a reader heard nothing when the search began or stopped
    // playing, nor the step where it stopped (QA pass). The end of the searches is said by
    // the results below.
    const bool playing = app.session.playing();
    // Not "from step N": by the time this is written the frame may have played a step or more.
    if (playing && !s.playing) {
        say("Playing, " + speed_text(app.session.speed()) + ".");
    } else if (!playing && s.playing && !app.session.all_finished()) {
        say("Paused at step " + std::to_string(app.session.position()) + ".");
    }
    s.playing = playing;

    // A brush chosen by its key (1-6), which only the sidebar's row showed (QA pass).
    if (app.brush != s.brush || (app.looking && !s.looking)) {
        say(std::string("Brush: ") + (app.looking ? "Look" : brush_label(app.brush)) + ".");
    }
    s.brush = app.brush;
    s.looking = app.looking;

    // Also a jump by hand (Shift + arrow: 10 steps; R or Home: back to step 0), which said
    // nothing before (QA pass). Not as the search plays, runs to its end or replays an edit
    // (nor at the frame where it stops: the results say the end), and not while the Timeline
    // slider is held: it moves a step or many a frame, and says its own value.
    const int position = app.session.position();
    const bool busy = app.session.playing() || app.session.replaying() || app.timeline_held;
    // A jump to the end (E, End, Run to end) is said by the results below.
    const bool to_the_end = std::abs(position - s.position) > 1 && app.session.all_finished();
    if (position != s.position && !busy && !s.was_busy && !to_the_end) say(describe_step(app));
    s.position = position;
    s.was_busy = busy;
    app.timeline_held = false;  // set again by the next frame's Timeline, if it is held

    // The cursor's cell when it moves or an edit changes the scene; and when a step by hand
    // changed what it says (opened or closed it, a lower g), after what the step says. Not as
    // the searches play: a text a frame would be more than anyone could listen to.
    const App::CellCursor& cursor = app.cell_cursor;
    if (cursor.on) {
        const std::string cell = describe_cell(app, cursor.cell);
        const bool moved_or_edited = cursor.cell != s.spoken_cell ||
                                     app.session.scene_changes() != s.spoken_cell_scene;
        const bool stepped = cell != s.spoken_cell_text && !app.session.playing() &&
                             !app.session.replaying();
        if (moved_or_edited || stepped) {
            say(cell);
            s.spoken_cell_text = cell;
        }
        // An arrow held against the edge said nothing: lost keys, or the edge? (QA pass)
        if (cursor.at_edge) say("Edge of the map.");
    } else {
        s.spoken_cell_text.clear();
    }
    app.cell_cursor.at_edge = false;
    s.spoken_cell = cursor.on ? cursor.cell : Cell{-1, -1};
    s.spoken_cell_scene = app.session.scene_changes();

    // Asked for (T): after what the step or the cursor's cell says, as the last word.
    if (app.say_table) say(describe_table(app));
    app.say_table = false;

    const std::string results = describe_results(app);
    if (!results.empty() && results != s.spoken_results) say(results);
    s.spoken_results = results;

    if (!said.empty()) {
        // A message and what its key did come a few frames apart (K: the message, then the
        // highlight on the first control). A reader that had not begun the message when the
        // region changed again may skip it: the next text within a few frames repeats it.
        if (!new_message && s.message_frames >= 0 && s.message_frames <= 10 &&
            !app.message.empty()) {
            said = app.message + " " + said;
        }
        s.message_frames = new_message ? 0 : -1;
        page_announce(said.c_str());
        s.last = said;
    } else if (s.message_frames >= 0) {
        ++s.message_frames;
    }
    // The item hooks cost a call per item: only while something reads them.
    g.TestEngineHookItems = app.keys_in_controls;
}

const std::string& last_announcement() { return state().last; }

}  // namespace astar::app

// Dear ImGui's hooks for its test engine (imgui_internal.h), defined by the app: they note the
// highlighted item's label and state for announce_for_screen_readers.
void ImGuiTestEngineHook_ItemAdd(ImGuiContext*, const ImRect&, ImGuiID) {}

void ImGuiTestEngineHook_ItemInfo(ImGuiContext* ctx, ImGuiID id, const char* label,
                                  ImGuiItemStatusFlags flags) {
    if (id == 0 || id != ctx->NavId || label == nullptr) return;
    astar::app::Highlighted& h = astar::app::state().now;
    h.id = id;
    h.label = astar::app::shown_label(label);
    h.flags = flags;
}

void ImGuiTestEngineHook_Log(ImGuiContext*, const char*, ...) {}

const char* ImGuiTestEngine_FindItemDebugLabel(ImGuiContext*, ImGuiID) { return nullptr; }
