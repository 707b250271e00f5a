-- wrk's script for scripts/load.py (issue 11): requests spread at random over a pool of sessions
-- of three apps, each answer counted by status and checked against the pool. load.py writes the
-- pool as a Lua file and passes its path as the script's first argument (wrk ... -- POOL).
--
--   signup  GET of the signup form, or a POST of it whose name is the session's marker and a
--           counter ("u12-w1-345"; an invalid e-mail keeps the form on screen): 200 and 303
--   pages   GETs of the Pages app's First, Second and Third (the browser's Back and Forward:
--           the session pops or is rebuilt to the URL): 200
--   movies  GETs of the movie list and of the session's two movies' details: 200
--
-- Every answer whose page has a form carries a session's CSRF token: it must be a token of the
-- pool (unknown ones are counted, "unknown", unless the answer started a new session with a
-- Set-Cookie), and a signup form must show that same session's marker ("foreign" otherwise).
-- done() prints "wrk statuses: <status>=<count> ..." (every status seen) and "wrk counts:
-- get=.. post=.. setcookie=.. checked=.. foreign=.. unknown=..".
local pages = {
  "/demo.home/demo.pages/pages.first",
  "/demo.home/demo.pages/pages.first/pages.second/pages-second.second",
  "/demo.home/demo.pages/pages.first/pages.second/pages-second.second/pages-second.third",
}
local movie_list = "/demo.home/demo.movies/movies.list"
local form_headers = {["Content-Type"] = "application/x-www-form-urlencoded"}
local sessions, by_csrf, threads = {}, {}, {}

-- Each thread numbers itself (its "id") for its own random sequence and its POSTs' names.
function setup(thread)
  threads[#threads + 1] = thread
  thread:set("id", #threads)
end

function init(args)
  math.randomseed(os.time() * 100 + id)
  sessions, statuses = dofile(args[1]), {}
  for _, s in ipairs(sessions) do by_csrf[s.csrf] = s end
  get, post, setcookie, checked, foreign, unknown, n = 0, 0, 0, 0, 0, 0, 0
end

local function movie_detail(movie)
  return string.format("%s/movies.detail(movieID:%d)/movie.detail(movieID:%d)",
    movie_list, movie, movie)
end

function request()
  local s = sessions[math.random(#sessions)]
  local headers = {["Cookie"] = s.cookie}
  n = n + 1
  if s.kind == "signup" and math.random() < 0.5 then
    post = post + 1
    form_headers["Cookie"] = s.cookie
    local body = "_csrf=" .. s.csrf .. "&_screen=" .. s.screen .. "&_action=submit&name=" ..
      s.marker .. "-w" .. id .. "-" .. n .. "&email=x&password=&confirmation="
    return wrk.format("POST", "/_/action", form_headers, body)
  end
  get = get + 1
  if s.kind == "signup" then
    return wrk.format("GET", s.path, headers)
  elseif s.kind == "pages" then
    return wrk.format("GET", pages[math.random(#pages)], headers)
  end
  local pick = math.random(3)
  local path = pick == 3 and movie_list or movie_detail(s.movies[pick])
  return wrk.format("GET", path, headers)
end

function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
  local fresh = headers["Set-Cookie"] or headers["set-cookie"]
  if fresh then setcookie = setcookie + 1 end
  local csrf = string.match(body, 'name="_csrf" value="(%x+)"')
  if not csrf then return end
  checked = checked + 1
  local s = by_csrf[csrf]
  if not s then
    if not fresh then unknown = unknown + 1 end
  elseif s.kind == "signup" then
    local name = string.match(body, 'name="name" type="text" value="([^"]*)"') or "?"
    if name ~= s.marker and string.sub(name, 1, #s.marker + 1) ~= s.marker .. "-" then
      foreign = foreign + 1
    end
  end
end

function done(summary, latency, requests)
  local all, seen, counts = {}, {}, {}
  for _, thread in ipairs(threads) do
    for status, count in pairs(thread:get("statuses") or {}) do
      all[status] = (all[status] or 0) + count
    end
  end
  for status, count in pairs(all) do table.insert(seen, status .. "=" .. count) end
  table.sort(seen)
  io.write("wrk statuses: " .. table.concat(seen, " ") .. "\n")
  for _, key in ipairs({"get", "post", "setcookie", "checked", "foreign", "unknown"}) do
    local sum = 0
    for _, thread in ipairs(threads) do sum = sum + (thread:get(key) or 0) end
    table.insert(counts, key .. "=" .. sum)
  end
  io.write("wrk counts: " .. table.concat(counts, " ") .. "\n")
end
