// human_bytes: the unit steps at 1024 and the precision steps at 10 and 100.
#include <gtest/gtest.h>

#include "types/byte_units.h"

namespace shardproof::types {
namespace {

TEST(HumanBytes, UnitsAndPrecision) {
  EXPECT_EQ(human_bytes(0), "0 B");
  EXPECT_EQ(human_bytes(1023), "1023 B");
  EXPECT_EQ(human_bytes(1024), "1.00 KiB");
  EXPECT_EQ(human_bytes(12 * 1024), "12.0 KiB");
  EXPECT_EQ(human_bytes(7340032), "7.00 MiB");
  EXPECT_EQ(human_bytes(39845888), "38.0 MiB");
  EXPECT_EQ(human_bytes(int64_t{300} << 20), "300 MiB");
  EXPECT_EQ(human_bytes(int64_t{80} << 30), "80.0 GiB");
}

}  // namespace
}  // namespace shardproof::types
