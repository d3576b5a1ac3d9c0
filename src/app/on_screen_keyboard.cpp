#include "app/on_screen_keyboard.hpp"

#include <SDL.h>
#include <emscripten/emscripten.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "app/touch.hpp"
#include "imgui_internal.h"  // the window a field is drawn in

namespace {

// Blurs the page's hidden input, which takes the keyboard away.
EM_JS(void, page_hide_keyboard, (), {
    if (window.astarPage && astarPage.hideKeyboard) astarPage.hideKeyboard();
});

// A tap starts an edit two or three frames after the page focused its input (the tap's press,
// then its release: touch.hpp). Past this many without one, the tap was not on the field after
// all (a popup over it, a field that moved) and the keyboard goes.
constexpr int kFramesToStartEditing = 10;
// How far above the keyboard an edited field is kept.
constexpr float kAboveKeyboard = 8.0f;

struct Keyboard {
    std::vector<astar::app::TypedFieldArea> fields;  // drawn this frame, as the window shows them
    bool shown = false;         // the page's input has the focus
    bool editing_seen = false;  // ImGui has edited text since
    bool placed = false;        // the edited field has been moved above the keyboard
    int shown_frame = 0;
    float cover = 0.0f;         // CSS pixels at the bottom under the keyboard
};

Keyboard& keyboard() {
    static Keyboard k;
    return k;
}

// Pushes a key's press and release; poll_events (app.cpp) hands ImGui the release a frame
// later, so that ImGui 1.86, which reads keys once a frame, sees the press.
bool push_key(const char* name) {
    struct Named {
        const char* name;
        SDL_Scancode scancode;
        SDL_Keycode keycode;
    };
    static constexpr Named kKeys[] = {
        {"Backspace", SDL_SCANCODE_BACKSPACE, SDLK_BACKSPACE},
        {"Delete", SDL_SCANCODE_DELETE, SDLK_DELETE},
        {"Enter", SDL_SCANCODE_RETURN, SDLK_RETURN},
        {"Tab", SDL_SCANCODE_TAB, SDLK_TAB},
        {"Escape", SDL_SCANCODE_ESCAPE, SDLK_ESCAPE},
        {"ArrowLeft", SDL_SCANCODE_LEFT, SDLK_LEFT},
        {"ArrowRight", SDL_SCANCODE_RIGHT, SDLK_RIGHT},
        {"Home", SDL_SCANCODE_HOME, SDLK_HOME},
        {"End", SDL_SCANCODE_END, SDLK_END},
    };
    for (const Named& key : kKeys) {
        if (std::strcmp(key.name, name) != 0) continue;
        SDL_Event event{};
        event.key.keysym.scancode = key.scancode;
        event.key.keysym.sym = key.keycode;
        event.type = SDL_KEYDOWN;
        event.key.state = SDL_PRESSED;
        SDL_PushEvent(&event);
        event.type = SDL_KEYUP;
        event.key.state = SDL_RELEASED;
        SDL_PushEvent(&event);
        return true;
    }
    return false;
}

// Pushes UTF-8 text as SDL text events, cut between characters to fit their 32 bytes.
void push_text(const char* text) {
    constexpr std::size_t kRoom = sizeof(SDL_TextInputEvent::text) - 1;
    std::size_t left = std::strlen(text);
    while (left > 0) {
        std::size_t n = std::min(left, kRoom);
        // Not in the middle of a character: back up over continuation bytes (10xxxxxx).
        while (n < left && n > 0 && (static_cast<unsigned char>(text[n]) & 0xC0) == 0x80) --n;
        if (n == 0) return;  // not UTF-8
        SDL_Event event{};
        event.type = SDL_TEXTINPUT;
        std::memcpy(event.text.text, text, n);
        SDL_PushEvent(&event);
        text += n;
        left -= n;
    }
}

}  // namespace

namespace astar::app {

TypedFieldArea typed_field_area(int step_buttons, bool decimal) {
    const ImGuiStyle& style = ImGui::GetStyle();
    const ImVec2 at = ImGui::GetCursorScreenPos();
    // ImGui's InputScalar gives the - and + buttons a square each, after ItemInnerSpacing.
    const float buttons =
        static_cast<float>(step_buttons) * (ImGui::GetFrameHeight() + style.ItemInnerSpacing.x);
    const float width = std::max(1.0f, ImGui::CalcItemWidth() - buttons);
    return {at, ImVec2(at.x + width, at.y + ImGui::GetFrameHeight()),
            ImGui::GetCurrentWindow()->ID, decimal};
}

void after_typed_field(const TypedFieldArea& area) {
    Keyboard& k = keyboard();
    // Only the part the window shows: scrolled out of it, the field is not what a tap hits.
    const ImVec2 clip_min = ImGui::GetWindowDrawList()->GetClipRectMin();
    const ImVec2 clip_max = ImGui::GetWindowDrawList()->GetClipRectMax();
    const TypedFieldArea shown{
        ImVec2(std::max(area.min.x, clip_min.x), std::max(area.min.y, clip_min.y)),
        ImVec2(std::min(area.max.x, clip_max.x), std::min(area.max.y, clip_max.y)), area.window,
        area.decimal};
    if (shown.min.x < shown.max.x && shown.min.y < shown.max.y) k.fields.push_back(shown);
    if (!k.shown || k.placed || !ImGui::IsItemActive()) return;
    // Between the window's top and the keyboard's (or the window's bottom), with a margin.
    const float top = clip_min.y + kAboveKeyboard;
    const float bottom =
        std::min(clip_max.y, ImGui::GetIO().DisplaySize.y - k.cover) - kAboveKeyboard;
    // SetScrollY takes effect from the next frame on; the field is placed when it is in view.
    if (area.max.y > bottom) {
        ImGui::SetScrollY(ImGui::GetScrollY() + (area.max.y - bottom));
    } else if (area.min.y < top) {
        ImGui::SetScrollY(ImGui::GetScrollY() - (top - area.min.y));
    } else {
        k.placed = true;
    }
}

void keep_keyboard_with_imgui() {
    Keyboard& k = keyboard();
    k.fields.clear();
    if (!k.shown) return;
    if (ImGui::GetIO().WantTextInput) {
        k.editing_seen = true;
        return;
    }
    if (k.editing_seen || ImGui::GetFrameCount() - k.shown_frame > kFramesToStartEditing) {
        k.shown = false;
        k.editing_seen = false;
        page_hide_keyboard();
    }
}

void keyboard_room() {
    const Keyboard& k = keyboard();
    if (k.shown && k.cover > 0.0f) ImGui::Dummy(ImVec2(1.0f, k.cover));
}

}  // namespace astar::app

extern "C" {

EMSCRIPTEN_KEEPALIVE int astar_app_typed_field_at(float x, float y) {
    const unsigned int front = astar::app::frontmost_window_at(x, y);
    for (const astar::app::TypedFieldArea& a : keyboard().fields) {
        if (x >= a.min.x && x < a.max.x && y >= a.min.y && y < a.max.y) {
            if (a.window != front) return 0;
            return a.decimal ? 2 : 1;
        }
    }
    return 0;
}

EMSCRIPTEN_KEEPALIVE void astar_app_keyboard_shown() {
    Keyboard& k = keyboard();
    k.shown = true;
    k.editing_seen = false;
    k.placed = false;
    k.shown_frame = ImGui::GetFrameCount();
}

// Typing brings the field back into view if a swipe took it away (it was typed in unseen).
EMSCRIPTEN_KEEPALIVE void astar_app_keyboard_text(const char* utf8) {
    keyboard().placed = false;
    if (utf8 != nullptr) push_text(utf8);
}

EMSCRIPTEN_KEEPALIVE int astar_app_keyboard_key(const char* name) {
    keyboard().placed = false;
    return name != nullptr && push_key(name) ? 1 : 0;
}

EMSCRIPTEN_KEEPALIVE void astar_app_keyboard_cover(float pixels) {
    Keyboard& k = keyboard();
    pixels = std::max(0.0f, pixels);
    if (pixels != k.cover) k.placed = false;  // a taller keyboard (suggestions) may cover it
    k.cover = pixels;
}

EMSCRIPTEN_KEEPALIVE const char* astar_app_keyboard_json() {
    static char json[96];
    const Keyboard& k = keyboard();
    std::snprintf(json, sizeof json, "{\"shown\":%s,\"editing\":%s,\"cover\":%.1f}",
                  k.shown ? "true" : "false", ImGui::GetIO().WantTextInput ? "true" : "false",
                  static_cast<double>(k.cover));
    return json;
}

}  // extern "C"
