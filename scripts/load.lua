-- wrk's script for scripts/load.py: requests spread at random over a pool of sessions of three
-- apps, each answer counted by status and checked against the session that sent the request.
-- load.py writes the pool as a Lua file and passes its path as the script's first argument
-- (wrk ... -- POOL), and runs wrk with one connection a thread (-t C -c C), so that each
-- thread's answers come in the order of its requests: the answer to a request is the next one.
--
--   signup  GET of the signup form, or a POST of it whose name is the session's marker and a
--           counter ("u12-w1-345"; an invalid e-mail keeps the form on screen): 200 and 303
--   pages   GETs of the Pages app's First, Second and Third (the browser's Back and Forward:
--           the session pops or is rebuilt to the URL): 200
--   movies  GETs of the movie list and of the session's two movies' details: 200
--
-- Every answer whose page has a form must carry the CSRF token of the session that sent the
-- request, unless it started a new session (a Set-Cookie: the sender's had ended, counted as
-- setcookie) (another session's token, or a token of no session, is "foreign"); a signup form
-- must show that session's marker, a page of the Pages app the page asked for ("foreign"
-- otherwise). Every 303 must lead to the sending session's own signup form and start no
-- session (a Set-Cookie) ("misplaced" otherwise). done() prints "wrk statuses: <status>=<count>
-- ..." (every status seen) and "wrk counts: get=.. post=.. setcookie=.. checked=.. foreign=..
-- redirects=.. misplaced=..".
local pages = {
  "/demo.home/demo.pages/pages.first",
  "/demo.home/demo.pages/pages.first/pages.second/pages-second.second",
  "/demo.home/demo.pages/pages.first/pages.second/pages-second.second/pages-second.third",
}
local page_titles = {"First", "Second", "Third"}
local movie_list = "/demo.home/demo.movies/movies.list"
local form_headers = {["Content-Type"] = "application/x-www-form-urlencoded"}
local sessions, threads = {}, {}
-- The session of the request this thread sent last, and the Pages title it asked for.
local sent, sent_title = nil, nil

-- Each thread numbers itself (its "id") for its own random sequence and its POSTs' names.
function setup(thread)
  threads[#threads + 1] = thread
  thread:set("id", #threads)
end

function init(args)
  math.randomseed(os.time() * 100 + id)
  sessions, statuses = dofile(args[1]), {}
  get, post, setcookie, checked, foreign, redirects, misplaced, n = 0, 0, 0, 0, 0, 0, 0, 0
end

local function movie_detail(movie)
  return string.format("%s/movies.detail(movieID:%d)/movie.detail(movieID:%d)",
    movie_list, movie, movie)
end

function request()
  local s = sessions[math.random(#sessions)]
  local headers = {["Cookie"] = s.cookie}
  sent, sent_title = s, nil
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
    local pick = math.random(#pages)
    sent_title = page_titles[pick]
    return wrk.format("GET", pages[pick], headers)
  end
  local pick = math.random(3)
  local path = pick == 3 and movie_list or movie_detail(s.movies[pick])
  return wrk.format("GET", path, headers)
end

-- Whether a page with a form is the page of session s (and, for the Pages app, the page asked
-- for).
local function is_own_page(s, csrf, body)
  if csrf ~= s.csrf then return false end
  if s.kind == "signup" then
    local name = string.match(body, 'name="name" type="text" value="([^"]*)"') or "?"
    return name == s.marker or string.sub(name, 1, #s.marker + 1) == s.marker .. "-"
  elseif s.kind == "pages" and sent_title then
    return string.match(body, '<h1 id="title%-0">([^<]*)</h1>') == sent_title
  end
  return true
end

function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
  local fresh = headers["Set-Cookie"] or headers["set-cookie"]
  if fresh then setcookie = setcookie + 1 end
  local s = sent
  sent = nil
  if not s then return end
  if status == 303 then
    redirects = redirects + 1
    local location = headers["Location"] or headers["location"]
    if fresh or location ~= s.path then misplaced = misplaced + 1 end
    return
  end
  local csrf = string.match(body, 'name="_csrf" value="(%x+)"')
  -- A page that started a session (the sender's had ended: the memory store's cap) is the new
  -- session's; counted in setcookie, which fails the SQLite run's sessions check.
  if not csrf or fresh then return end
  checked = checked + 1
  if not is_own_page(s, csrf, body) then foreign = foreign + 1 end
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
  for _, key in ipairs({"get", "post", "setcookie", "checked", "foreign", "redirects",
                        "misplaced"}) do
    local sum = 0
    for _, thread in ipairs(threads) do sum = sum + (thread:get(key) or 0) end
    table.insert(counts, key .. "=" .. sum)
  end
  io.write("wrk counts: " .. table.concat(counts, " ") .. "\n")
end
