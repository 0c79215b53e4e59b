% write/writeln/writenl of operators, negative numbers, quoted atoms, strings, lists with tails
out :- write(1 - -1), nl, write(-(1)), nl, write('hello world'), nl, writeln("a string"),
       writenl([a | b]), write(f(-)), nl, write(- a), nl, write(1+2*3), nl.
0.5::go.
q :- go, out.
query(q).
