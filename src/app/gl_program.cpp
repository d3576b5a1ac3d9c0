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

GLuint compile(GLenum stage, const char* source, std::string* error) {
    GLuint shader = glCreateShader(stage);
    glShaderSource(shader, 1, &source, nullptr);
    glCompileShader(shader);
    GLint ok = GL_FALSE;
    glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
    if (ok != GL_TRUE) {
        *error = std::string(stage == GL_VERTEX_SHADER ? "vertex" : "fragment") +
                 " shader: " + info_log(shader, false);
        glDeleteShader(shader);
        return 0;
    }
    return shader;
}

}  // namespace

GLuint link_program(const char* vertex_source, const char* fragment_source, std::string* error) {
    GLuint vertex = compile(GL_VERTEX_SHADER, vertex_source, error);
    if (vertex == 0) return 0;
    GLuint fragment = compile(GL_FRAGMENT_SHADER, fragment_source, error);
    if (fragment == 0) {
        glDeleteShader(vertex);
        return 0;
    }
    GLuint program = glCreateProgram();
    glAttachShader(program, vertex);
    glAttachShader(program, fragment);
    glLinkProgram(program);
    glDeleteShader(vertex);
    glDeleteShader(fragment);
    GLint ok = GL_FALSE;
    glGetProgramiv(program, GL_LINK_STATUS, &ok);
    if (ok != GL_TRUE) {
        *error = "link: " + info_log(program, true);
        glDeleteProgram(program);
        return 0;
    }
    return program;
}

}  // namespace astar::app
