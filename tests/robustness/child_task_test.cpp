// ChildTask (robustness/child_task.h): a forked child's result comes back whole, even when
// larger than a pipe's buffer; a child that throws or dies without a result is failed(), not
// an empty result; the destructor ends a child that is still running. And the subdomains a
// search worker sends back (beta_crown.h, write_subdomains) are the ones it had.
#include <gtest/gtest.h>

#include <chrono>
#include <csignal>
#include <random>
#include <stdexcept>
#include <string>
#include <unistd.h>

#include "robustness/beta_crown.h"
#include "robustness/child_task.h"

namespace shardproof::robustness {
namespace {

std::string wait_for(ChildTask& t) {
  std::string out;
  for (int i = 0; i < 600 && !t.poll(out, 0.1); ++i) {
  }
  return out;
}

TEST(ChildTask, ALargeResultComesBackWhole) {
  std::string expected(3 << 20, '\0');  // 3 MiB: many times a pipe's buffer
  for (std::size_t i = 0; i < expected.size(); ++i) expected[i] = static_cast<char>(i * 131 % 251);
  int in_parent = 7;
  ChildTask t([&] {
    in_parent = 8;  // the child's copy: the parent's stays 7
    return expected;
  });
  const std::string out = wait_for(t);
  ASSERT_FALSE(t.failed());
  EXPECT_EQ(out, expected);
  EXPECT_EQ(in_parent, 7);
}

TEST(ChildTask, AChildThatThrowsOrDiesHasFailed) {
  ChildTask throws([]() -> std::string { throw std::runtime_error("no result"); });
  wait_for(throws);
  EXPECT_TRUE(throws.failed());
  ChildTask dies([]() -> std::string {
    ::kill(::getpid(), SIGKILL);
    return "never sent";
  });
  const std::string out = wait_for(dies);
  EXPECT_TRUE(dies.failed());
  EXPECT_TRUE(out.empty());
}

TEST(ChildTask, PollWaitsNoLongerThanAskedAndTheDestructorEndsTheChild) {
  const auto start = std::chrono::steady_clock::now();
  {
    ChildTask slow([] {
      ::sleep(60);
      return std::string("late");
    });
    std::string out;
    EXPECT_FALSE(slow.poll(out, 0.2));
  }  // killed here, not after 60 s
  const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_LT(s, 10.0);
}

TEST(Subdomains, WrittenAndReadBackAreTheSame) {
  std::mt19937_64 rng(5);
  std::normal_distribution<double> N(0, 1);
  auto vec = [&](long n) {
    Vec v(n);
    for (long i = 0; i < n; ++i) v(i) = N(rng);
    return v;
  };
  std::vector<Subdomain> ds(4);
  for (std::size_t i = 0; i < ds.size(); ++i) {
    Subdomain& d = ds[i];
    for (std::size_t s = 0; s < i * 3; ++s) {
      d.splits.push_back({static_cast<int>(rng() % 5), static_cast<int>(rng() % 100), rng() % 2 ? 1 : -1});
      d.beta.push_back(N(rng));
    }
    d.alpha = vec(static_cast<long>(17 + i));
    d.mu = vec(static_cast<long>(i));
    d.cuts_version = static_cast<int>(i);
    d.objective = static_cast<int>(3 - i);
    d.bound = N(rng);
    d.argmin = vec(i == 2 ? 30 : 0);
    d.parent_bound = N(rng);
    d.refreshed_lo = vec(static_cast<long>(i));
    d.refreshed_hi = vec(static_cast<long>(i));
    d.to_refresh.assign(i, static_cast<int>(i));
  }
  const std::string bytes = write_subdomains(ds);
  const std::vector<Subdomain> back = read_subdomains(bytes);
  ASSERT_EQ(back.size(), ds.size());
  for (std::size_t i = 0; i < ds.size(); ++i) {
    const Subdomain &a = ds[i], &b = back[i];
    ASSERT_EQ(a.splits.size(), b.splits.size());
    for (std::size_t s = 0; s < a.splits.size(); ++s)
      EXPECT_TRUE(a.splits[s].layer == b.splits[s].layer && a.splits[s].j == b.splits[s].j && a.splits[s].sign == b.splits[s].sign);
    EXPECT_EQ(a.beta, b.beta);
    EXPECT_EQ(a.alpha, b.alpha);
    EXPECT_EQ(a.mu, b.mu);
    EXPECT_EQ(a.cuts_version, b.cuts_version);
    EXPECT_EQ(a.objective, b.objective);
    EXPECT_EQ(a.bound, b.bound);
    EXPECT_EQ(a.argmin, b.argmin);
    EXPECT_EQ(a.parent_bound, b.parent_bound);
    EXPECT_EQ(a.refreshed_lo, b.refreshed_lo);
    EXPECT_EQ(a.refreshed_hi, b.refreshed_hi);
    EXPECT_EQ(a.to_refresh, b.to_refresh);
  }
  EXPECT_THROW(read_subdomains(bytes.substr(0, bytes.size() - 3)), std::runtime_error);
  EXPECT_THROW(read_subdomains(bytes + "x"), std::runtime_error);
}

}  // namespace
}  // namespace shardproof::robustness
