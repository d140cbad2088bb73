/// The generated text the find benchmark searches: English-like prose with some Unicode.
extension FindBenchmark {
    static let words: [String] = """
    the of and to a in is it you that he was for on are with as his they be at one have this from \
    or had by hot word but what some we can out other were all there when up use your how said an \
    each she which do their time if will way about many then them write would like so these her long \
    make thing see him two has look more day could go come did number sound no most people my over \
    know water than call first who may down side been now find any new work part take get place made \
    live where after back little only round man year came show every good me give our under name very \
    through just form sentence great think say help low line differ turn cause much mean before move \
    right boy old too same tell does set three want air well also play small end put home read hand \
    port large spell add even land here must big high such follow act why ask men change went light \
    kind off need house picture try us again animal point mother world near build self earth father \
    thinking running writing reading building morning evening nothing something everything \
    nation station question attention information colour color hue
    """.split(separator: " ").map(String.init)

    /// Words with accents, other scripts and emoji, about one in two hundred.
    static let unicodeWords = ["café", "straße", "naïve", "Ärger", "中文", "日本語", "😀", "İstanbul", "ﬁne", "Ａｂｃ", "école", "École"]

    /// About `size` bytes of deterministic prose; "xylophonist" appears about once a megabyte.
    static func makeCorpus(size: Int) -> [UInt8] {
        var generator = SplitMix(seed: 2022)
        var text: [UInt8] = []
        text.reserveCapacity(size + 64)
        let encodedWords = words.map { Array($0.utf8) }
        let encodedUnicode = unicodeWords.map { Array($0.utf8) }
        var sentenceStart = true
        while text.count < size {
            let roll = generator.next() % 1_000_000
            var word: [UInt8]
            if roll < 10 {
                word = Array("xylophonist".utf8)
            } else if roll < 5_000 {
                word = encodedUnicode[Int(generator.next() % UInt64(encodedUnicode.count))]
            } else {
                word = encodedWords[Int(generator.next() % UInt64(encodedWords.count))]
            }
            if sentenceStart, let first = word.first, first >= 0x61, first <= 0x7A { word[0] = first - 0x20 }
            text.append(contentsOf: word)
            let punctuation = generator.next() % 100
            sentenceStart = punctuation < 7
            if punctuation < 6 { text.append(0x2E) } else if punctuation < 7 { text.append(0x3F) } else if punctuation < 12 { text.append(0x2C) }
            text.append(generator.next() % 14 == 0 ? 0x0A : 0x20)
        }
        return text
    }
}
