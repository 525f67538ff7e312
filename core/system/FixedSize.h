#pragma once

// Dispatch on a size known only at run time to code compiled for it as a constant, so that the
// compiler unrolls loops over a few entries, whose bookkeeping costs more than their arithmetic
// (SmallLU's factorization and substitution, Radau IIA's Newton iteration).

#include <Eigen/Core>
#include <type_traits>
#include <utility>

namespace mechlab::core {

/// f(std::integral_constant<int, n>()) for 1 <= n <= Max, f(std::integral_constant<int,
/// Eigen::Dynamic>()) otherwise. Every size up to Max is one more copy of f's code.
template <int Max, int Size = 1, typename F> bool byFixedSize(Eigen::Index n, F&& f) {
    if constexpr (Size > Max)
        return f(std::integral_constant<int, Eigen::Dynamic>());
    else
        return n == Size ? f(std::integral_constant<int, Size>())
                         : byFixedSize<Max, Size + 1>(n, std::forward<F>(f));
}

} // namespace mechlab::core
