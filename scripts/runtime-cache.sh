# Sourced by ensure-node.sh and ensure-java.sh: the two ways out before anything is fetched.
# exit_if_ready TOOL MAJOR_FN MIN BIN_DIR OK_FILE
#   - a TOOL on PATH (not our cached one) whose MAJOR_FN is at least MIN: prints an empty line, exits 0;
#   - our cached BIN_DIR/TOOL, unpacked completely (OK_FILE exists): prints BIN_DIR, exits 0.
exit_if_ready() {
  local tool="$1" major_fn="$2" min="$3" bin_dir="$4" ok_file="$5"
  if command -v "$tool" >/dev/null 2>&1 && [ "$(command -v "$tool")" != "$bin_dir/$tool" ] \
    && [ "$("$major_fn")" -ge "$min" ]; then
    echo ""
    exit 0
  fi
  if [ -x "$bin_dir/$tool" ] && [ -f "$ok_file" ]; then
    echo "$bin_dir"
    exit 0
  fi
}
