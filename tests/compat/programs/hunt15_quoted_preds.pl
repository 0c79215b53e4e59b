% predicates with quoted names, 0-ary and with arguments
0.3::'Rain'.
0.6::'wet grass' :- 'Rain'.
0.1::'wet grass' :- \+ 'Rain'.
'is-wet'(X) :- X = 'wet grass', 'wet grass'.
query('wet grass'). query('is-wet'(_)). query('Rain').
