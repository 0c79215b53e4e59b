% hunt10: strings with escapes and quoted atoms with escapes in answers
0.5::c("tab\there"). 0.5::c('new\nline'). 0.5::c("q\"x"). 0.5::c('back\\slash'). 0.5::c("").
query(c(_)).
