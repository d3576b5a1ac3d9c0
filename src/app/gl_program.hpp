// Compiling and linking a GL program from vertex and fragment source, with readable errors.
//
// How to use:
//     std::string error;
//     GLuint program = astar::app::link_program(vert_source, frag_source, &error);
//     if (program == 0) log(error);
// or, to check later (see start_program):
//     ProgramBuild build = astar::app::start_program(vert_source, frag_source);
//     ... draw with build.program ...
//     if (!astar::app::finish_program(build, &error)) log(error);
#pragma once

#include <GLES3/gl3.h>

#include <string>

namespace astar::app {

// Returns the program, or 0 with the compiler's or linker's log in *error.
GLuint link_program(const char* vertex_source, const char* fragment_source, std::string* error);

// A program whose link has been asked for but not checked.
struct ProgramBuild {
    GLuint program = 0;
    GLuint vertex = 0;
    GLuint fragment = 0;
};

// Compiles and links without asking WebGL whether it worked: each such question is a
// synchronous round trip to the browser's GPU process, which answers once it has compiled and
// linked. For a program whose uniforms need no lookup; if it did not link, its draws draw
// nothing until finish_program says why.
ProgramBuild start_program(const char* vertex_source, const char* fragment_source);

// Whether the program linked; if not, the log in *error, and the program is deleted (0).
// Waits for the GPU process, as link_program does. Frees the shaders either way; call once.
bool finish_program(ProgramBuild& build, std::string* error);

}  // namespace astar::app
