% comment markers inside strings and quoted atoms
note('/* not a comment */').
note("% neither").
note('a%b').
0.5::tag('*/').
query(note(_)).
query(tag(_)).
