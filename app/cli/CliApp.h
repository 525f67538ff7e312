#pragma once

// mechlab-cli: runs, checks and lists models and methods without a window.
//
//   mechlab-cli run MODEL [--method ID] [--step H | --tol TOL] [--t-end T] [--set NAME=VALUE]...
//                         [--option KEY=VALUE]... [--csv FILE] [--summary text|json]
//   mechlab-cli check MODEL [--method ID] [--project]
//   mechlab-cli list-methods
//   mechlab-cli list-presets
//
// Exit codes: 0 success, 1 the model or the run failed, 2 wrong usage.

#include <iosfwd>
#include <string>
#include <vector>

namespace mechlab::cli {

int runCli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace mechlab::cli
