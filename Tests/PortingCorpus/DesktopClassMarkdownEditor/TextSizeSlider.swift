/*
See LICENSE folder for this sample’s licensing information.

Abstract:
The control for adjusting the document text size.
*/

import DeskKit

class TextSizeSlider: UISlider {
    
    override init(frame: CGRect) {
        super.init(frame: frame)

        translatesAutoresizingMaskIntoConstraints = false
        minimumValueImage = UIImage(systemName: "textformat.size.smaller")
        maximumValueImage = UIImage(systemName: "textformat.size.larger")
        widthAnchor.constraint(equalToConstant: 120.0).isActive = true
        
        let tapGesture = UITapGestureRecognizer(target: self, action: Selector("tapped:"))
        tapGesture.numberOfTapsRequired = 1
        addGestureRecognizer(tapGesture)
    }
    
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
    
    
    private func tapped(_ gesture: UITapGestureRecognizer) {
        setValue(1.0, animated: true)
        sendActions(for: .valueChanged)
    }
}
