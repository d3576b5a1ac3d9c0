#!/usr/bin/env bash
# Runs one command and checks how it ended: the ctest tests of the `astar` tool use it
# (tests/cli/cli_tests.cmake).
#
#   expect.sh EXIT [CHECK]... -- COMMAND [ARG]...
#
# EXIT is the exit status COMMAND must return. Each CHECK is one of
#   --stdout REGEX        some line of stdout matches REGEX (grep -E)
#   --not-stdout REGEX    no line of stdout matches REGEX
#   --stderr REGEX        some line of stderr matches REGEX
#   --last-line REGEX     the last line of stdout matches REGEX as a whole
#   --stderr-lines N      stderr has exactly N lines
# On failure it says which checks failed and shows what the command wrote.
set -u

expected_exit=$1
shift
checks=()
while [[ $# -gt 0 && $1 != -- ]]; do
    checks+=("$1" "$2")
    shift 2
done
shift  # the --

out=$(mktemp)
err=$(mktemp)
trap 'rm -f "$out" "$err"' EXIT
"$@" >"$out" 2>"$err"
status=$?

failures=()
[[ $status == "$expected_exit" ]] || failures+=("exit status $status, expected $expected_exit")
for ((i = 0; i < ${#checks[@]}; i += 2)); do
    check=${checks[i]}
    want=${checks[i + 1]}
    case $check in
        --stdout) grep -Eq -- "$want" "$out" || failures+=("no stdout line matches: $want") ;;
        --not-stdout) ! grep -Eq -- "$want" "$out" || failures+=("a stdout line matches: $want") ;;
        --stderr) grep -Eq -- "$want" "$err" || failures+=("no stderr line matches: $want") ;;
        --last-line)
            tail -n 1 "$out" | grep -Exq -- "$want" ||
                failures+=("the last stdout line does not match: $want") ;;
        --stderr-lines)
            lines=$(wc -l <"$err")
            [[ $lines == "$want" ]] || failures+=("stderr has $lines lines, expected $want") ;;
        *)
            echo "expect.sh: unknown check '$check'" >&2
            exit 2 ;;
    esac
done

if [[ ${#failures[@]} -gt 0 ]]; then
    printf 'command:' && printf ' %q' "$@" && printf '\n'
    printf 'FAILED: %s\n' "${failures[@]}"
    echo "---- stdout (last 40 lines) ----"
    tail -n 40 "$out"
    echo "---- stderr ----"
    cat "$err"
    exit 1
fi
echo "ok: exit $status and $((${#checks[@]} / 2)) checks"
