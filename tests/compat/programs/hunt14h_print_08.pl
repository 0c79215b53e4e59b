% answers whose atoms need quotes, escapes or operators
0.5::tag('Hello World'). 0.5::tag('a-b'). 0.5::tag([]). 0.5::tag('{}').
0.5::tag('tab\there'). 0.5::tag('new\nline'). 0.5::tag(aB).
0.5::tag('Ab'). 0.5::tag('_x'). 0.5::tag('1a').
0.5::tag('hello'(x)). 0.5::tag('+'(1, 2)). 0.5::tag(- (1)). 0.5::tag(-(-(1))). 0.5::tag(- a).
0.5::tag("quoted \"str\""). 0.5::tag('it\'s'). 0.5::tag(f(',')). 0.5::tag(f('|')). 0.5::tag(f(!)).
0.5::tag(a:b). 0.5::tag((a:-b)). 0.5::tag(é).
query(tag(_)).
