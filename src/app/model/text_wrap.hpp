// Where to break a text into lines of a given width, at spaces only.
//
// Why not ImGui's own wrapping: Dear ImGui 1.86 also breaks after '.', ',', ';', '!', '?' and
// '"', so "w = 0.7071" could end a line with "0." and start the next with "7071", in exactly
// the numbers a class is reading (the weight bound, "ties at f = 32.41"). Here a line ends only
// at a space or a newline, or inside a word too long for a line of its own.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace astar::app {

// The width of a piece of text, in the unit of `width` (ImGui::CalcTextSize in the app).
using TextWidth = std::function<float(std::string_view)>;

// The lines of `text` at most `width` wide, each a view into `text`, without the spaces at
// the break. A newline always breaks (an empty line stays an empty line). A word wider than
// `width` is cut where it stops fitting, with at least one character per line.
std::vector<std::string_view> wrap_lines(std::string_view text, float width,
                                         const TextWidth& width_of);

// `text` without a closing remark in brackets ("Depth-first walk (not A*)" -> "Depth-first
// walk"); `text` itself when it has none.
std::string_view without_remark(std::string_view text);

// `text` shortened to one line at most `width` wide, for a field too narrow for it (a combo's
// value in a phone's sidebar): itself if it fits; else without a closing remark in brackets
// ("Depth-first walk (not A*)" -> "Depth-first walk") if that fits; else as much of it as
// fits followed by "...".
std::string fit_line(std::string_view text, float width, const TextWidth& width_of);

}  // namespace astar::app
