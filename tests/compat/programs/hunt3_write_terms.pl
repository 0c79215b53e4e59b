show :- write(hello), nl, write('hello world'), nl, write([1,2|x]), nl, write(a-(-1)), nl, write("str"), nl,
        write(f('A', b)), nl, write(1.0), nl, write(- 1), nl, write(1 - -1), nl, writeln(done), write(a, b), nl.
query(show).
