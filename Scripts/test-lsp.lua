-- Drives `archlint lsp` from Neovim through the README's snippet, run by Scripts/test-lsp:
--   nvim --headless -u NONE -c "luafile Scripts/test-lsp.lua"
-- with SNIPPET (the README's Neovim configuration), `archlint` on PATH, PROJECT (the project root,
-- holding .archlint.yml), FILE (a Swift file in it whose third line holds an inheritance_depth
-- finding after "    /* 🚗 */ final class ") and MESSAGE (its message from archlint lint). After
-- the suppression code action, applies two rules' fixes through code actions (an unused
-- suppression removed, final inserted) and checks their diagnostics go. Prints PASS/FAIL lines and
-- quits with status 0 only when every check passed.
local project, file = os.getenv('PROJECT'), os.getenv('FILE')
local failed = 0

local function check(name, ok, detail)
  print((ok and 'PASS: ' or 'FAIL: ') .. name .. ((not ok and detail) and (' (' .. detail .. ')') or ''))
  if not ok then failed = failed + 1 end
end

local function finish()
  print(failed == 0 and 'all Neovim checks passed' or (failed .. ' Neovim check(s) failed'))
  vim.cmd(failed == 0 and 'qall!' or 'cquit 1')
end

-- The README's snippet, as a user's init.lua runs it; Swift buffers then get their filetype.
local loaded, problem = pcall(dofile, os.getenv('SNIPPET'))
check('the README snippet loads', loaded, tostring(problem))
if not loaded then return finish() end
vim.cmd('filetype on')
vim.o.hidden = true -- switching buffers below keeps the first one loaded

vim.cmd('edit ' .. vim.fn.fnameescape(file))
local buffer = vim.api.nvim_get_current_buf()
local function attached() return next(vim.lsp.buf_get_clients(buffer)) end
check('the snippet attaches a client to the Swift buffer', vim.wait(20000, function() return attached() ~= nil end, 20))
local client_id = attached()
if not client_id then return finish() end
local client = vim.lsp.get_client_by_id(client_id)
check('the client is archlint lsp', client.name == 'archlint', client.name)
check('rooted at the folder holding .archlint.yml', client.config.root_dir == project, tostring(client.config.root_dir))

-- A second Swift buffer of the project shares the client.
vim.cmd('edit ' .. vim.fn.fnameescape(project .. '/Sources/Vehicles.swift'))
check('a second buffer of the project shares the client',
  vim.wait(20000, function() return next(vim.lsp.buf_get_clients(0)) == client_id end, 20))
vim.cmd('buffer ' .. buffer)

local function diagnostics() return vim.diagnostic.get(buffer) end
local function wait_for(condition) return vim.wait(20000, condition, 20) end

-- 1. Opening the file shows its finding.
check('a diagnostic arrives for the opened file', wait_for(function() return #diagnostics() == 1 end),
  vim.inspect(diagnostics()))
if #diagnostics() ~= 1 then return finish() end
local found = diagnostics()[1]
check('on line 3 (lnum 2)', found.lnum == 2, tostring(found.lnum))
-- 25 UTF-16 units from the server; Neovim counts bytes: the car is 4 bytes but 2 units.
check('at byte column 27 (UTF-16 character 25)', found.col == 27, tostring(found.col))
check('with the rule id as code', found.code == 'inheritance_depth', tostring(found.code))
check('from source archlint', found.source == 'archlint', tostring(found.source))
check('with the message of archlint lint', found.message == os.getenv('MESSAGE'), tostring(found.message))
check('as a warning', found.severity == vim.diagnostic.severity.WARN, tostring(found.severity))

-- 2. Fixing the code (Car -> Vehicle, one level deep) removes it.
vim.api.nvim_buf_set_text(buffer, 2, found.end_col + 2, 2, found.end_col + 5, { 'Vehicle' })
check('the diagnostic goes away once the code is fixed', wait_for(function() return #diagnostics() == 0 end),
  vim.inspect(diagnostics()))

-- 3. Back to the finding; the suppression code action hides it.
vim.api.nvim_buf_set_text(buffer, 2, found.end_col + 2, 2, found.end_col + 9, { 'Car' })
check('the diagnostic returns', wait_for(function() return #diagnostics() == 1 end), vim.inspect(diagnostics()))
local uri = vim.uri_from_bufnr(buffer)
local responses = vim.lsp.buf_request_sync(buffer, 'textDocument/codeAction', {
  textDocument = { uri = uri },
  range = { start = { line = 2, character = 0 }, ['end'] = { line = 2, character = 0 } },
  context = { diagnostics = {} },
}, 20000) or {}
local action
for _, response in pairs(responses) do
  for _, candidate in ipairs(response.result or {}) do
    if candidate.title == 'Suppress with archlint:disable:next inheritance_depth' then action = candidate end
  end
end
check('a suppression code action is offered', action ~= nil, vim.inspect(responses))
if action then
  check('it is a quick fix', action.kind == 'quickfix', tostring(action.kind))
  vim.lsp.util.apply_workspace_edit(action.edit, vim.lsp.get_client_by_id(client_id).offset_encoding)
  local lines = vim.api.nvim_buf_get_lines(buffer, 0, -1, false)
  check('the directive is inserted above the line at its indentation',
    lines[3] == '    // archlint:disable:next inheritance_depth' and lines[4]:find('final class SportsCar', 1, true) ~= nil,
    vim.inspect(lines))
  check('the suppressed finding goes away', wait_for(function() return #diagnostics() == 0 end), vim.inspect(diagnostics()))
end

-- The code actions at a line: the one titled `title`, applied through Neovim's workspace edit.
local function apply_action(line, title)
  local responses = vim.lsp.buf_request_sync(buffer, 'textDocument/codeAction', {
    textDocument = { uri = uri },
    range = { start = { line = line, character = 0 }, ['end'] = { line = line, character = 0 } },
    context = { diagnostics = {} },
  }, 20000) or {}
  local chosen
  for _, response in pairs(responses) do
    for _, candidate in ipairs(response.result or {}) do
      if candidate.title == title then chosen = candidate end
    end
  end
  check('the code action "' .. title .. '" is offered', chosen ~= nil, vim.inspect(responses))
  if not chosen then return nil end
  vim.lsp.util.apply_workspace_edit(chosen.edit, vim.lsp.get_client_by_id(client_id).offset_encoding)
  return chosen
end

local function has_code(code)
  for _, diagnostic in ipairs(diagnostics()) do
    if diagnostic.code == code then return true end
  end
  return false
end

-- 4. Rule fixes as code actions. Car -> Vehicle leaves the suppression hiding nothing: its fix removes the line.
if action then
  vim.api.nvim_buf_set_text(buffer, 3, found.end_col + 2, 3, found.end_col + 5, { 'Vehicle' })
  check('the unused suppression is reported', wait_for(function() return has_code('unused_suppression') end),
    vim.inspect(diagnostics()))
  local removal = apply_action(2, 'Remove the unused suppression')
  if removal then
    check('a safe fix is the preferred action', removal.isPreferred == true, tostring(removal.isPreferred))
    local lines = vim.api.nvim_buf_get_lines(buffer, 0, -1, false)
    check('the directive line is removed', #lines == 4 and lines[3]:find('final class SportsCar: Vehicle', 1, true) ~= nil,
      vim.inspect(lines))
    check('its diagnostic goes away', wait_for(function() return #diagnostics() == 0 end), vim.inspect(diagnostics()))
  end
end

-- 5. A view model that is not final, after an emoji (4 bytes, 2 UTF-16 units): final goes in before class.
vim.api.nvim_buf_set_lines(buffer, -1, -1, false, { '/* 🚗 */ class GarageViewModel: ObservableObject {}' })
local last = #vim.api.nvim_buf_get_lines(buffer, 0, -1, false) - 1
check('final_view_model is reported', wait_for(function() return has_code('final_view_model') end), vim.inspect(diagnostics()))
if apply_action(last, 'Insert final before class') then
  local line = vim.api.nvim_buf_get_lines(buffer, last, last + 1, false)[1]
  check('final is inserted before class', line == '/* 🚗 */ final class GarageViewModel: ObservableObject {}', line)
  check('the final_view_model diagnostic goes away', wait_for(function() return not has_code('final_view_model') end),
    vim.inspect(diagnostics()))
end

vim.lsp.stop_client(client_id)
finish()
