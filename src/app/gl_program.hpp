// Compiling and linking a GL program from vertex and fragment source, with readable errors.
//
// How to use:
//     std::string error;
//     GLuint program = astar::app::link_program(vert_source, frag_source, &error);
//     if (program == 0) log(error);
#pragma once

#include <GLES3/gl3.h>

#include <string>

namespace astar::app {

// Returns the program, or 0 with the compiler's or linker's log in *error.
GLuint link_program(const char* vertex_source, const char* fragment_source, std::string* error);

}  // namespace astar::app
