// Rule 15 (partition/cost/best_fit_heap.h): the temporaries' block as XLA's best-fit heap
// packs the buffers, against the peak of their sum, on buffers small enough to place by hand.
#include <vector>

#include <gtest/gtest.h>

#include "partition/cost/best_fit_heap.h"

namespace shardproof::partition::memory {
namespace {

Buffer buffer(int64_t bytes, int start, int end) {
  Buffer b;
  b.bytes = bytes;
  b.start = start;
  b.end = end;
  return b;
}

// At most 8 bytes are live at once (step 1: 3 + 2 + 3), but no order packs them into 8. By
// size: the 4-byte buffer at 0; the 3-byte one of steps 1-2 on top of it (4); the 3-byte one of
// step 1 in the gap below that (0); the 2-byte one, live with both 3-byte ones at step 1, fits
// neither the 1-byte gap between them nor below: on top, at 7, a block of 9. By live range the
// block is 10; XLA keeps the smaller.
TEST(BestFitHeap, LeavesTheGapsNoLaterBufferFits) {
  const std::vector<Buffer> buffers = {buffer(4, 2, 5), buffer(3, 1, 1), buffer(2, 0, 1), buffer(3, 1, 2)};
  EXPECT_EQ(best_fit_heap_bytes(buffers, std::vector<bool>(buffers.size(), true)), 9);
}

// A buffer written over in place by the next (rule 6) shares its chunk; buffers not in the
// arena (outputs, rule 5) take none.
TEST(BestFitHeap, InPlaceSuccessorsShareAChunkAndOutputsTakeNone) {
  std::vector<Buffer> buffers = {buffer(4, 0, 2), buffer(4, 2, 5), buffer(6, 0, 5)};
  buffers[1].may_overwrite = {0};
  EXPECT_EQ(best_fit_heap_bytes(buffers, {true, true, false}), 4);
  EXPECT_EQ(best_fit_heap_bytes(buffers, {true, true, true}), 10);
  buffers[1].may_overwrite.clear();
  EXPECT_EQ(best_fit_heap_bytes(buffers, {true, true, false}), 8);
}

}  // namespace
}  // namespace shardproof::partition::memory
