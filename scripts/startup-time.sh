#!/usr/bin/env bash
# Start-up time and memory of the desktop program under Xvfb.
#
#   scripts/startup-time.sh PROGRAM [RUNS]
#
# For each run (5 by default), with a fresh HOME: the time from starting PROGRAM until its
# window is visible (eframe shows the window after painting the first frame), and the peak
# resident memory (`/usr/bin/time -v`) of a run that lasts 3 more seconds. Prints one line
# per run and the medians. Display :131 unless STARTUP_DISPLAY says otherwise.
# Needs Xvfb, xdotool and GNU time (apt: xvfb xdotool time).
set -euo pipefail

bin=$(realpath "${1:?usage: startup-time.sh PROGRAM [RUNS]}")
runs=${2:-5}
display=${STARTUP_DISPLAY:-:131}

fail() {
    echo "startup-time: FAIL: $*" >&2
    exit 1
}

work=$(mktemp -d -t dhayam-startup.XXXXXX)
xvfb_pid=""
cleanup() {
    [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null || true
    wait 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp -noreset >"$work/xvfb.log" 2>&1 &
xvfb_pid=$!
export DISPLAY=$display
for _ in $(seq 100); do
    xdotool getdisplaygeometry >/dev/null 2>&1 && break
    sleep 0.1
done
xdotool getdisplaygeometry >/dev/null 2>&1 || fail "Xvfb did not start on $display"

times=()
memories=()
for run in $(seq "$runs"); do
    home="$work/home$run"
    mkdir -p "$home"
    start=$(date +%s%N)
    HOME=$home XDG_DATA_HOME=$home/data XDG_CONFIG_HOME=$home/config \
        /usr/bin/time -v -o "$work/time$run.txt" "$bin" >"$work/app$run.log" 2>&1 &
    time_pid=$!
    until xdotool search --onlyvisible --name '^Dhayam$' >/dev/null 2>&1; do
        kill -0 "$time_pid" 2>/dev/null || fail "the program exited (see $work/app$run.log)"
        sleep 0.01
    done
    ms=$((($(date +%s%N) - start) / 1000000))
    sleep 3
    app_pid=$(pgrep -P "$time_pid")
    kill "$app_pid"
    wait "$time_pid" || true
    kb=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$work/time$run.txt")
    echo "startup-time: run $run: window after $ms ms, peak memory $kb kB"
    times+=("$ms")
    memories+=("$kb")
done

median() {
    printf '%s\n' "$@" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'
}
echo "startup-time: $bin: median window after $(median "${times[@]}") ms, median peak memory $(median "${memories[@]}") kB over $runs runs"
