#include "app/gl_program.hpp"

#include <vector>

namespace astar::app {
namespace {

std::string info_log(GLuint object, bool is_program) {
    GLint length = 0;
    if (is_program) glGetProgramiv(object, GL_INFO_LOG_LENGTH, &length);
    else glGetShaderiv(object, GL_INFO_LOG_LENGTH, &length);
    std::vector<char> text(static_cast<std::size_t>(length > 0 ? length : 1), '\0');
    if (is_program) glGetProgramInfoLog(object, length, nullptr, text.data());
    else glGetShaderInfoLog(object, length, nullptr, text.data());
    return text.data();
}

GLuint compile(GLenum stage, const char* source) {
    GLuint shader = glCreateShader(stage);
    glShaderSource(shader, 1, &source, nullptr);
    glCompileShader(shader);
    return shader;
}

// Why a program did not link: a shader that did not compile, or else the linker.
std::string link_error(GLuint program, GLuint vertex, GLuint fragment) {
    for (const GLuint shader : {vertex, fragment}) {
        GLint compiled = GL_FALSE;
        glGetShaderiv(shader, GL_COMPILE_STATUS, &compiled);
        if (compiled != GL_TRUE) {
            return std::string(shader == vertex ? "vertex" : "fragment") +
                   " shader: " + info_log(shader, false);
        }
    }
    return "link: " + info_log(program, true);
}

}  // namespace

// Only the link status is asked for when all is well: in WebGL each status is a synchronous
// round trip to the GPU process, which first finishes the work queued before it (asking for
// each shader's compile status as well made three; bench/README.md, the first frame). A
// program whose shaders did not compile does not link, and then each shader is asked why.
GLuint link_program(const char* vertex_source, const char* fragment_source, std::string* error) {
    ProgramBuild build = start_program(vertex_source, fragment_source);
    finish_program(build, error);
    return build.program;
}

ProgramBuild start_program(const char* vertex_source, const char* fragment_source) {
    ProgramBuild build;
    build.vertex = compile(GL_VERTEX_SHADER, vertex_source);
    build.fragment = compile(GL_FRAGMENT_SHADER, fragment_source);
    build.program = glCreateProgram();
    glAttachShader(build.program, build.vertex);
    glAttachShader(build.program, build.fragment);
    glLinkProgram(build.program);
    return build;
}

bool finish_program(ProgramBuild& build, std::string* error) {
    GLint ok = GL_FALSE;
    glGetProgramiv(build.program, GL_LINK_STATUS, &ok);
    if (ok != GL_TRUE) {
        *error = link_error(build.program, build.vertex, build.fragment);
        glDeleteProgram(build.program);
        build.program = 0;
    }
    glDeleteShader(build.vertex);
    glDeleteShader(build.fragment);
    build.vertex = build.fragment = 0;
    return ok == GL_TRUE;
}

}  // namespace astar::app
