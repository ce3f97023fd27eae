// \file The suites' generators and oracles are the installed ones (one definition):
// include/shardproof/testing/generators.h and oracles.h.
#pragma once

#include "shardproof/testing/generators.h"
#include "shardproof/testing/oracles.h"
