// The fuzz targets' checks: a property that does not hold aborts, so that libFuzzer (or
// replay_main.cpp, in CTest) reports the input that broke it.
#pragma once

#include <cstdlib>

namespace fuzz {

inline void require(bool ok) {
    if (!ok) std::abort();
}

}  // namespace fuzz
