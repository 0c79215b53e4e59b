% writing strings and atoms that need quotes
w :- write("a string"), nl, write('an atom'), nl, write(f("s", 'A', b)), nl,
     writeln(['x y', "z", '']), writeln(g('\n')), writeln('tab\there').
query(w).
