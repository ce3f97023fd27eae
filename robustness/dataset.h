// \file Labelled datasets for audits and training. Two readers:
//   CSV: one sample per line, "label,v_0,...,v_{d-1}" (MNIST CSV: pixels 0..255);
//        a header line that does not start with a number is skipped.
//   IDX: the MNIST/Fashion-MNIST binary pair (images file magic 0x803, labels file 0x801),
//        plain or gzip-compressed (Debian's dataset-fashion-mnist ships *.gz), read via zlib.
// `scale` multiplies every feature (1/255 maps pixels to [0,1], what mnistfc expects).
// Errors: "data.csv:3:17: error: expected a number", "train-images-idx3-ubyte: error: ...".
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "robustness/network.h"

namespace shardproof::robustness {

struct Dataset {
  std::vector<Vec> inputs;
  std::vector<int> labels;
  std::size_t size() const { return inputs.size(); }
};

Dataset load_csv(const std::string& path, double scale = 1.0 / 255.0, std::size_t limit = 0);
Dataset load_idx(const std::string& images_path, const std::string& labels_path,
                 double scale = 1.0 / 255.0, std::size_t limit = 0);
// The same readers over bytes in memory (the load_ functions read the files, IDX through
// zlib, and call these; make fuzz calls them directly). `where` names the text in messages.
//   parse_csv("7,0,255\n", "data.csv")
//   parse_idx(images_bytes, labels_bytes, "train-images-idx3-ubyte", "train-labels-idx1-ubyte")
Dataset parse_csv(std::string_view text, const std::string& where, double scale = 1.0 / 255.0,
                  std::size_t limit = 0);
Dataset parse_idx(std::string_view images, std::string_view labels, const std::string& images_where,
                  const std::string& labels_where, double scale = 1.0 / 255.0, std::size_t limit = 0);
// Picks by file name: *.csv -> CSV; otherwise an IDX images file whose labels file is found
// by replacing "images" with "labels" and "idx3" with "idx1" in the name.
Dataset load_dataset(const std::string& path, double scale = 1.0 / 255.0, std::size_t limit = 0);

}  // namespace shardproof::robustness
