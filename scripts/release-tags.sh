#!/usr/bin/env bash
# Makes the release tags of RELEASES.txt in this clone: tags do not travel with a clone of main,
# the record does. Idempotent: a tag that is missing is made (a lightweight tag on the recorded
# commit), one that is there already is left as it is when it names the recorded commit.
#
#   scripts/release-tags.sh            makes the missing tags, then prints the newest version
#   scripts/release-tags.sh --check    makes nothing; fails on a record line that is malformed,
#                                      out of order, or names a commit this clone lacks
#
# Fails, naming the line, when the record is empty or malformed, lists a version twice or out of
# order, names a commit that is not in this clone (a shallow clone lacks them: clone with full
# history), or when a tag of that name already names another commit.
set -euo pipefail
cd "$(dirname "$0")/.."

record=RELEASES.txt
make_tags=true
case "${1:-}" in
  "") ;;
  --check) make_tags=false ;;
  *)
    echo "usage: scripts/release-tags.sh [--check]" >&2
    exit 2
    ;;
esac

die() {
  echo "release-tags: $*" >&2
  exit 1
}

[ -f "$record" ] || die "no $record: the releases are recorded there"
newest=""
line_number=0
while IFS= read -r line || [ -n "$line" ]; do
  line_number=$((line_number + 1))
  case $line in "" | "#"*) continue ;; esac
  read -r version commit date extra <<<"$line"
  where="$record:$line_number"
  [[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || die "$where: '$version' is not MAJOR.MINOR.PATCH"
  [[ "$commit" =~ ^[0-9a-f]{40}$ ]] || die "$where: '$commit' is not a full commit id"
  [[ "$date" =~ ^[0-9]{4}-[0-9]{2}-[0-9]{2}$ ]] || die "$where: '$date' is not YYYY-MM-DD"
  [ -z "${extra:-}" ] || die "$where: more than version, commit and date"
  if [ -n "$newest" ]; then
    [ "$(printf '%s\n%s\n' "$newest" "$version" | sort -V | tail -n 1)" = "$version" ] \
      && [ "$newest" != "$version" ] || die "$where: $version is not newer than $newest"
  fi
  git cat-file -e "$commit^{commit}" 2>/dev/null \
    || die "$where: commit $commit of $version is not in this clone (a shallow clone? clone with full history)"
  tagged=$(git rev-parse --verify --quiet "refs/tags/$version^{commit}" || true)
  if [ -n "$tagged" ] && [ "$tagged" != "$commit" ]; then
    die "$where: the tag $version names $tagged, the record $commit"
  fi
  if [ -z "$tagged" ] && $make_tags; then
    git tag "$version" "$commit"
    echo "release-tags: tagged $version ($commit)" >&2
  fi
  newest=$version
done <"$record"
[ -n "$newest" ] || die "$record records no release"
echo "$newest"
