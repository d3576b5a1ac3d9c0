// What a screen reader can say about the app. Everything is drawn on a canvas, which assistive
// software cannot read, so the app writes what changed into a live region of the page
// (#announce in web/index.html, read out politely, between what the reader is already saying):
//   - with the keys in the controls (K), the highlighted control when the highlight settles on
//     it or its value changes: its label, its value (a slider's text, a list's choice), whether
//     it is ticked or open, and the explanation its tooltip shows;
//   - the message line under the controls, when it changes;
//   - when Help opens, its table of keys; when it closes, that it did;
//   - when the search starts playing (how fast) and when it pauses (where);
//   - the brush, when it changes (its keys, 1-6, showed it only in the sidebar);
//   - after a step or a jump forward or back by hand (not while playing): what the Open list section
//     says of its pane, the cell expanded with its f = g + h, and which cell goes next and why;
//   - with the cell cursor on (M), its cell when it moves, is edited or changes with a step
//     taken by hand: what its card shows; and when an arrow finds the map's edge;
//   - T: the comparison table, every pane's row column by column, at the current step;
//   - when every pane has finished (and its path has been checked against Dijkstra): each
//     pane's result, as the comparison table gives it.
//
// The labels come from Dear ImGui's item hooks for its test engine (IMGUI_ENABLE_TEST_ENGINE,
// cmake/web_app.cmake), the only place ImGui 1.86 hands out a widget's label with its ID; the
// values and explanations from the app's own widgets (spoken_value, spoken_explanation).
//
// How to use:
//     ImGui::SliderFloat(...);  spoken_value(text_it_shows);   // right after the field
//     ImGui::BeginCombo(...);   spoken_label(label);           // where ImGui gives no label
//     spoken_explanation(text);                  // where a tooltip shows the last item's text
//     announce_for_screen_readers(app);          // once a frame, after the last window
#pragma once

#include <string>
#include <string_view>

namespace astar::app {

struct App;

// The last item's label ("Moves##moves" says "Moves"), if it is the highlighted one: for the
// widgets that do not give it to the hooks themselves (ImGui 1.86's combo boxes).
void spoken_label(const char* label);

// What the last item shows as its value, if it is the highlighted one.
void spoken_value(std::string_view text);

// The explanation shown for the last item, if it is the highlighted one.
void spoken_explanation(std::string_view text);

// The label and value of a part ImGui makes and names itself (a field of an InputInt2, the
// text and the - and + of an InputInt: their labels are empty or "-"), if `id` is the
// highlighted one. part_id() finds a part's id.
void spoken_part(unsigned int id, std::string_view label, std::string_view value);

// The id of the part `part` ("" for a field's text, "-", "+") of the widget drawn with `label`,
// and with `index` for one of an InputInt2's two fields: the ids ImGui 1.86 gives them.
unsigned int part_id(const char* label, const char* part, int index = -1);

// Writes what changed since the last call into the page's live region (see above).
void announce_for_screen_readers(App& app);

// The text last written to the live region (for the browser tests, through the summary JSON).
const std::string& last_announcement();

}  // namespace astar::app
